// The registry of generation tasks. Adding a task: a request variant and a GenerationOutputs
// entry in shared-contracts/src/planning/generation.ts, a DraftJob in functions/src/ai, and a
// module here; the mapped type below does not compile until every task has its module.
import type { Firestore } from 'firebase-admin/firestore';
import type {
  GenerateDraftRequestFor,
  GenerationTask,
} from '@lesson-planner/shared-contracts/planning';
import type { GenerationTaskModule, PreparedTaskDraft } from './task-module';
import { classroomLessonsTask } from './classroom-lessons-task';
import { classroomUnitTask } from './classroom-unit-task';
import { experienceTask } from './experience-task';
import { rubricTask } from './rubric-task';
import { unitLessonsTask } from './unit-lessons-task';
import { unitTask } from './unit-task';

const TASK_MODULES: { [T in GenerationTask]: GenerationTaskModule<T> } = {
  unitPlan: unitLessonsTask(),
  lesson: unitLessonsTask(),
  experience: experienceTask,
  rubric: rubricTask,
  unit: unitTask,
  classroomUnit: classroomUnitTask,
  classroomUnitLessons: classroomLessonsTask,
};

export function prepareDraft<T extends GenerationTask>(
  db: Firestore,
  request: GenerateDraftRequestFor<T>,
  userId: string,
): Promise<PreparedTaskDraft<T>> {
  const module: GenerationTaskModule<T> = TASK_MODULES[request.task as T];
  return module.prepare(db, request, userId);
}
