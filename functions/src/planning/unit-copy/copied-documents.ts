// What a copy of a unit writes, from the stored documents: pure, so the transaction in
// copy-unit.ts only reads, checks and writes. Each copied document keeps exactly the fields the
// rules expect of a client's write (firestore.rules: validUnit, validExperience, validRubric),
// so the teacher edits the copies as any document of their own.
import type { DocumentData } from 'firebase-admin/firestore';
import {
  newLessonId,
  type PlanLesson,
  type UnitOrigin,
} from '@lesson-planner/shared-contracts/planning';

const UNIT_CONTENT = [
  'title',
  'subject',
  'grade',
  'weeks',
  'bigIdeas',
  'essentialQuestions',
  'standards',
  'summativeAssessment',
] as const;

const EXPERIENCE_CONTENT = [
  'title',
  'type',
  'summary',
  'duration',
  'grouping',
  'steps',
  'materials',
  'resources',
  'safetyNotes',
  'differentiation',
  'evidence',
  'assessment',
  'standards',
  'teamId',
  'subject',
  'grade',
  'status',
] as const;

const RUBRIC_CONTENT = [
  'title',
  'description',
  'type',
  'subject',
  'grade',
  'levelOrder',
  'levels',
  'criteria',
  'standards',
  'teamId',
] as const;

const pick = (data: DocumentData, fields: readonly string[]): DocumentData =>
  Object.fromEntries(fields.flatMap((field) => (field in data ? [[field, data[field]]] : [])));

/** Ids of the copy's own documents by the original's; an id not in it stays as it was (linked). */
export type IdMap = ReadonlyMap<string, string>;
const mapped = (ids: IdMap, id: string): string => ids.get(id) ?? id;

export interface CopyTarget {
  unitId: string;
  ownerId: string;
  classroomId: string | null;
  /** The first meeting it is scheduled from, or null while unscheduled. */
  startDate: string | null;
}

/** The unit of the copy: the original's content, the copier's, a draft, crediting the original. */
export function copiedUnit(
  source: DocumentData,
  sourceId: string,
  target: CopyTarget,
  stamp: { createdAt: unknown },
): DocumentData {
  const copiedFrom: UnitOrigin = {
    unitId: sourceId,
    title: String(source.title ?? ''),
    ownerId: String(source.ownerId ?? ''),
  };
  return {
    ...pick(source, UNIT_CONTENT),
    teamId: source.teamId,
    classroomId: target.classroomId,
    startDate: target.startDate,
    status: 'draft',
    ownerId: target.ownerId,
    collaboratorIds: [],
    copiedFrom,
    createdAt: stamp.createdAt,
    updatedAt: null,
  };
}

/**
 * A lesson of the copy: the same lesson, its activities using the copy's experiences where they
 * were copied, under an id of its own, so a lesson of the copy (its review comments, a merge of
 * two saves) is never taken for one of the original.
 */
export function copiedLesson(lesson: PlanLesson, experienceIds: IdMap): PlanLesson {
  const activities = lesson.activities.map((activity) =>
    activity.experienceId === undefined
      ? activity
      : { ...activity, experienceId: mapped(experienceIds, activity.experienceId) },
  );
  return { ...lesson, id: newLessonId(), activities };
}

interface Versioned {
  ownerId: string;
  createdAt: unknown;
  updatedAt: unknown;
}

const firstVersion = ({ ownerId, createdAt, updatedAt }: Versioned) => ({
  ownerId,
  version: 1,
  baseVersion: 0,
  updatedBy: ownerId,
  createdAt,
  updatedAt,
});

/** An experience of the copy's own: linked to the copy only, its rubric the copy's if copied. */
export function copiedExperience(
  source: DocumentData,
  copyUnitId: string,
  rubricIds: IdMap,
  stamp: Versioned,
): DocumentData {
  const rubricId: unknown = source.rubricId;
  return {
    ...pick(source, EXPERIENCE_CONTENT),
    unitIds: [copyUnitId],
    rubricId: typeof rubricId === 'string' ? mapped(rubricIds, rubricId) : null,
    collaboratorIds: [],
    ...firstVersion(stamp),
  };
}

/** A rubric of the copy's own: linked to the copy only, and to the copy's experiences. */
export function copiedRubric(
  source: DocumentData,
  copyUnitId: string,
  experienceIds: IdMap,
  stamp: Versioned,
): DocumentData {
  const linked: unknown = source.experienceIds;
  return {
    ...pick(source, RUBRIC_CONTENT),
    unitIds: [copyUnitId],
    experienceIds: Array.isArray(linked)
      ? linked.map((id) => mapped(experienceIds, String(id)))
      : [],
    ...firstVersion(stamp),
  };
}
