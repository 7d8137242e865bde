// `unitPlan` and `lesson`: lessons for a unit's plan, charged to the unit's team.
import type {
  GenerateDraftRequestFor,
  Lesson,
  LessonDraftChunk,
} from '@lesson-planner/shared-contracts/planning';
import { lessonDraftJob, type LessonsDraft } from '../../ai';
import { buildDraftInput } from '../draft-input';
import { readGenerationSource } from '../generation-source';
import type { GenerationTaskModule, PreparedDraft } from './task-module';

/** One module for both tasks; they differ only in the DraftJob's input (see draft-input.ts). */
export const unitLessonsTask = <T extends 'unitPlan' | 'lesson'>(): GenerationTaskModule<T> => ({
  async prepare(db, taskRequest, userId) {
    const request: GenerateDraftRequestFor<'unitPlan' | 'lesson'> = taskRequest;
    const source = await readGenerationSource(db, request, userId);
    const prepared: PreparedDraft<LessonsDraft, LessonDraftChunk, Lesson> = {
      teamId: source.teamId,
      job: lessonDraftJob(buildDraftInput(request, source)),
      toChunk: (lesson, index) => ({ index, lesson }),
      logContext: (draft) => ({
        unitId: request.unitId,
        unitTitle: source.unit.title,
        lessonCount: draft?.lessons.length ?? null,
      }),
    };
    return prepared;
  },
});
