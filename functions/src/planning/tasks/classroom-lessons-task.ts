// `classroomUnitLessons`: the second step of planning a unit with AI for a classroom: one lesson
// per slot of the caller's kept draft, addressing the standards the teacher chose among the
// draft's candidates (others are dropped; the chosen ones are read again from the team's
// frameworks, so a deleted standard is not cited). Charged to the draft's team, whose member
// the caller must still be.
import type { Firestore } from 'firebase-admin/firestore';
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type {
  ClassroomUnitLessonsDraft,
  GenerateDraftRequestFor,
  Lesson,
  LessonDraftChunk,
} from '@lesson-planner/shared-contracts/planning';
import { daysBetween } from '@lesson-planner/shared-contracts/schedule';
import { classroomLessonsDraftJob, type DraftStandard, type DraftUnit } from '../../ai';
import {
  keepLessons,
  keptDraftRef,
  ownKeptDraft,
  type KeptDraft,
} from '../classroom-unit/kept-draft';
import { generationError } from '../generation-errors';
import { readAsTeamMember, readDraftStandards } from '../team-sources';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

type LessonsRequest = GenerateDraftRequestFor<'classroomUnitLessons'>;

export const classroomLessonsTask: GenerationTaskModule<'classroomUnitLessons'> = {
  async prepare(db, request, userId) {
    const { draft, standards } = await readLessonsSource(db, request, userId);
    const chosen: StandardRef[] = standards.map(({ frameworkId, standardId }) => ({
      frameworkId,
      standardId,
    }));
    const prepared: PreparedDraft<ClassroomUnitLessonsDraft, LessonDraftChunk, Lesson> = {
      teamId: draft.teamId,
      job: classroomLessonsDraftJob({
        draftId: request.draftId,
        language: request.language,
        unit: draftUnitOf(draft),
        standards,
        slots: draft.slots,
        instructions: request.instructions || draft.instructions,
      }),
      toChunk: (lesson, index) => ({ index, lesson }),
      logContext: (result) => ({
        unitId: request.draftId,
        classroomId: draft.classroomId,
        unitTitle: draft.unit.title,
        lessonCount: result?.lessons.length ?? null,
      }),
      keep: (result) => keepLessons(db, request.draftId, chosen, result.lessons),
    };
    return prepared;
  },
};

async function readLessonsSource(
  db: Firestore,
  request: LessonsRequest,
  userId: string,
): Promise<{ draft: KeptDraft; standards: DraftStandard[] }> {
  const draft = ownKeptDraft(await keptDraftRef(db, request.draftId).get(), userId);
  if (draft.status === 'accepted') {
    throw generationError('failed-precondition', 'draftNotReady', 'The draft was accepted');
  }
  const candidates = new Set(draft.standards.map(standardRefKey));
  const picked = request.standards.filter((ref) => candidates.has(standardRefKey(ref)));
  return readAsTeamMember(db, draft.teamId, userId, async (tx, teamRef) => ({
    draft,
    standards: await readDraftStandards(tx, teamRef, picked),
  }));
}

/** The unit fields the lessons are drafted from; its weeks span the slots' dates. */
function draftUnitOf(draft: KeptDraft): DraftUnit {
  const first = draft.slots[0]?.meetings[0]?.date;
  const last = draft.slots.at(-1)?.meetings.at(-1)?.date;
  const days = first && last ? daysBetween(first, last) + 1 : 7;
  return {
    ...draft.unit,
    subject: draft.subject,
    grade: draft.grade,
    weeks: Math.max(1, Math.ceil(days / 7)),
  };
}
