// Reads for a unit's coverage: the unit (`units/{id}`), its plan's lessons (`unitPlans/{id}`)
// the text of the unit's standards in its team's frameworks, and the rubrics linked to the unit.
import {
  Timestamp,
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  where,
} from 'firebase/firestore';
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { decodeObject } from '@lesson-planner/shared-contracts/decoding';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  ExperienceSchema,
  RubricContentSchema,
  UnitPlanSchema,
  decodeUnit,
  rubricStandards,
  unitPlanIdFor,
  type AssessingRubric,
  type CoveringExperience,
  type Lesson,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { CurriculumFailure } from './curriculum-failure';
import { toStandard } from './codec';

/** Firestore's limit on the values of one `in` filter. */
const MAX_IN_VALUES = 30;

const toDate = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : null;

/**
 * One unit. The rules cannot check the team of a unit that does not exist, so a missing unit
 * may also read as refused: both are "not found" to the user.
 */
export async function fetchUnit(unitId: string): Promise<Unit> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'units', unitId)).catch((error: unknown) => {
    throw CurriculumFailure.from(error, 'unitNotFound');
  });
  if (!snapshot.exists()) throw new CurriculumFailure('unitNotFound');
  const data = snapshot.data();
  return decodeUnit({
    ...data,
    id: snapshot.id,
    // A serverTimestamp() not yet confirmed by the server reads as null: "now".
    createdAt: toDate(data.createdAt) ?? new Date(),
    updatedAt: toDate(data.updatedAt),
  });
}

/**
 * The lessons of a unit's plan in teaching order, or null when the unit has no plan yet. Call
 * it once the unit itself was read: a refusal then means the plan is missing (the rules cannot
 * check the team of a document that does not exist), not that the user may not see it.
 */
export async function fetchPlanLessons(unitId: string): Promise<Lesson[] | null> {
  const db = await getDb();
  try {
    const snapshot = await getDoc(doc(db, 'unitPlans', unitPlanIdFor(unitId)));
    if (!snapshot.exists()) return null;
    // Lessons are read one by one: one the schema refuses is left out, not the whole coverage.
    const unreadable: string[] = [];
    const { lessons } = decodeObject(
      UnitPlanSchema.pick({ lessons: true }),
      snapshot.data(),
      '',
      unreadable,
      new Set(),
    );
    return lessons as Lesson[];
  } catch (error) {
    const failure = CurriculumFailure.from(error);
    if (failure.code === 'permissionDenied') return null;
    throw failure;
  }
}

/**
 * The standards the refs name, by standardRefKey. A ref whose standard (or framework) was
 * deleted has no entry. Reads only the named standards, however large their frameworks are.
 */
export async function fetchStandardsByRef(
  teamId: string,
  refs: readonly StandardRef[],
): Promise<Map<string, Standard>> {
  const db = await getDb();
  const idsByFramework = new Map<string, Set<string>>();
  for (const { frameworkId, standardId } of refs)
    idsByFramework.set(frameworkId, (idsByFramework.get(frameworkId) ?? new Set()).add(standardId));

  const reads = [...idsByFramework].flatMap(([frameworkId, ids]) => {
    const standards = collection(db, 'teams', teamId, 'frameworks', frameworkId, 'standards');
    const all = [...ids];
    const chunks = Array.from({ length: Math.ceil(all.length / MAX_IN_VALUES) }, (_, index) =>
      all.slice(index * MAX_IN_VALUES, (index + 1) * MAX_IN_VALUES),
    );
    return chunks.map(async (chunk) => {
      const snapshot = await getDocs(query(standards, where(documentId(), 'in', chunk)));
      return snapshot.docs.map((standard) => ({
        key: standardRefKey({ frameworkId, standardId: standard.id }),
        standard: toStandard(standard.id, standard.data()),
      }));
    });
  });
  const found = await Promise.all(reads).catch((error: unknown) => {
    throw CurriculumFailure.from(error, 'notMember');
  });
  return new Map(found.flat().map(({ key, standard }) => [key, standard]));
}

/**
/**
 * The rubrics of the unit's team linked to the unit, with the standards each assesses. Only the
 * unit's own team's rubrics count: a rubric elsewhere cannot claim to assess this unit.
 */
export async function fetchLinkedRubrics(
  unit: Pick<Unit, 'id' | 'teamId'>,
): Promise<AssessingRubric[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(
      collection(db, 'rubrics'),
      where('teamId', '==', unit.teamId),
      where('unitIds', 'array-contains', unit.id),
    ),
  ).catch((error: unknown) => {
    throw CurriculumFailure.from(error, 'notMember');
  });
  return snapshot.docs.flatMap((rubric) => {
    const parsed = RubricContentSchema.safeParse(rubric.data());
    if (!parsed.success) {
      console.warn(`Rubric ${rubric.id} is malformed and is not counted`, parsed.error);
      return [];
    }
    return [{ id: rubric.id, title: parsed.data.title, standards: rubricStandards(parsed.data) }];
  });
}

/**
 * The team's experiences linked to the unit (their unitIds name it), by title. One that is
 * malformed is left out rather than failing the page.
 */
export async function fetchLinkedExperiences(
  unit: Pick<Unit, 'id' | 'teamId'>,
): Promise<CoveringExperience[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(
      collection(db, 'experiences'),
      where('teamId', '==', unit.teamId),
      where('unitIds', 'array-contains', unit.id),
    ),
  ).catch((error: unknown) => {
    throw CurriculumFailure.from(error, 'notMember');
  });
  const fields = ExperienceSchema.pick({ title: true, standards: true });
  return snapshot.docs
    .flatMap((experience) => {
      const parsed = fields.safeParse(experience.data());
      return parsed.success ? [{ id: experience.id, ...parsed.data }] : [];
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}
