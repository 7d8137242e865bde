// Turns a generation request and the stored unit, standards and plan into the DraftInput a
// provider works from. Pure: the Firestore reads are in generation-source.ts.
import {
  StandardSchema,
  standardRefKey,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { HttpsError } from 'firebase-functions/v2/https';
import { isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { z } from '@lesson-planner/shared-contracts/schema';
import {
  LessonSchema,
  MAX_UNIT_TITLE_LENGTH,
  UnitSchema,
  type GenerateDraftRequestFor,
  type Lesson,
} from '@lesson-planner/shared-contracts/planning';
import type { DraftStandard, DraftUnit, LessonDraftInput } from '../ai';

/** The stored unit fields a draft needs; the rest of the unit never reaches a provider. */
const DraftUnitDocSchema = UnitSchema.pick({
  subject: true,
  grade: true,
  weeks: true,
  bigIdeas: true,
  essentialQuestions: true,
  summativeAssessment: true,
  standards: true,
}).extend({
  // A title saved before titles had to fit on one line is still drafted from: the prompt quotes
  // it as data and the offline draft takes its first line (see ai/quoted-data.ts).
  title: z.string().trim().min(1).max(MAX_UNIT_TITLE_LENGTH),
});

const StandardTextSchema = StandardSchema.pick({ code: true, description: true, strand: true });

export type DraftUnitDoc =
  { ok: true; unit: DraftUnit; standardRefs: StandardRef[] } | { ok: false; issue: string };

/**
 * A unit document's draft fields and its standards (in order, without repeats), or the first
 * problem when the document does not have valid ones.
 */
export function draftUnitFromDoc(data: Record<string, unknown>): DraftUnitDoc {
  const parsed = DraftUnitDocSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, issue: issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown' };
  }
  const { standards, ...unit } = parsed.data;
  const seen = new Set<string>();
  const standardRefs = standards.filter((ref) => {
    const key = standardRefKey(ref);
    // A reference that cannot name a document is skipped, like one to a deleted standard.
    if (!isValidDocumentId(ref.frameworkId) || !isValidDocumentId(ref.standardId)) return false;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ok: true, unit, standardRefs };
}

/** A standard with the text a draft needs, or null when the document is gone or unusable. */
export function draftStandardFromDoc(
  ref: StandardRef,
  data: Record<string, unknown> | undefined,
): DraftStandard | null {
  if (!data) return null;
  const parsed = StandardTextSchema.safeParse(data);
  if (!parsed.success) return null;
  return { frameworkId: ref.frameworkId, standardId: ref.standardId, ...parsed.data };
}

export interface DraftSource {
  unit: DraftUnit;
  /** The unit's standards that still exist, in the unit's order, with what is taught. */
  standards: DraftStandard[];
  /** The team's other standards for the unit's subject and grade (grounding). */
  frameworkStandards?: DraftStandard[];
  /** The lessons of the saved plan (`unitPlans/{unitId}`), or null when none is saved. */
  savedLessons: readonly unknown[] | null;
}

/**
 * `unitPlan`: the requested number of lessons. `lesson`:
 * - the plan's size is the saved plan's lesson count, or the request's lessonCount when no
 *   plan (or an empty one) is saved, since the teacher may be drafting a plan not saved yet;
 * - lessonIndex null means a new lesson after the last one (position = the plan's size);
 * - the lesson to improve is request.lesson (the teacher's current, possibly unsaved, text);
 *   when that is null and lessonIndex points at a saved, valid lesson, that lesson is
 *   improved; otherwise a new lesson is written for that position;
 * - lessonCount counts the new lesson too when it lands past the end;
 * - a lessonIndex past both the saved plan and the request's lessonCount (plus one new lesson)
 *   is refused as invalid-argument.
 */
export function buildDraftInput(
  request: GenerateDraftRequestFor<'unitPlan' | 'lesson'>,
  source: DraftSource,
): LessonDraftInput {
  const common = {
    task: request.task,
    language: request.language,
    unit: source.unit,
    standards: source.standards,
    ...(source.frameworkStandards ? { frameworkStandards: source.frameworkStandards } : {}),
    instructions: request.instructions,
  };
  if (request.task === 'unitPlan') {
    return { ...common, lessonCount: request.lessonCount, lessonIndex: 0 };
  }
  const saved = source.savedLessons ?? [];
  const planSize = saved.length > 0 ? saved.length : request.lessonCount;
  const lessonIndex = request.lessonIndex ?? planSize;
  // The teacher's editor may hold lessons not saved yet (the request's lessonCount counts them);
  // past those and the saved ones there is only room for one new lesson at the end. Refused here,
  // before the allowance is reserved: an absurd position must not be drafted and charged.
  if (lessonIndex > Math.max(saved.length, request.lessonCount)) {
    throw new HttpsError(
      'invalid-argument',
      'Invalid generation request: lessonIndex is past the end of the plan',
    );
  }
  const lesson =
    request.lesson ??
    (request.lessonIndex === null ? undefined : savedLesson(saved, request.lessonIndex));
  return {
    ...common,
    lessonCount: Math.max(planSize, lessonIndex + 1),
    lessonIndex,
    ...(lesson ? { lesson } : {}),
  };
}

function savedLesson(saved: readonly unknown[], index: number): Lesson | undefined {
  if (index >= saved.length) return undefined;
  const parsed = LessonSchema.safeParse(saved[index]);
  return parsed.success ? parsed.data : undefined;
}
