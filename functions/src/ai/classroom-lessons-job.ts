// The `classroomUnitLessons` task's job: the lessons of a kept classroom unit draft, one per
// slot (a meeting, or N consecutive meetings), each sized to its slot's minutes. The lesson
// shape, validation and offline lessons are the unit plan task's (lesson-job.ts); what is its
// own is the minutes per lesson and that the count must match the slots exactly.
import type {
  ClassroomUnitLessonsDraft,
  DraftLessonSlot,
  Lesson,
} from '@lesson-planner/shared-contracts/planning';
import { lessonMinutes } from '@lesson-planner/shared-contracts/planning';
import type { DraftJob } from './draft-job';
import { ProviderError } from './draft-provider';
import { lessonDraftJob, type LessonDraftInput } from './lesson-job';
import { balanceMinutes } from './offline-lessons';
import {
  jsonReplySystem,
  LANGUAGE_NAMES,
  LESSON_SHAPE,
  STANDARDS_RULE,
  standardsData,
  taskMessage,
} from './prompt';

export interface ClassroomLessonsDraftInput extends Pick<
  LessonDraftInput,
  'language' | 'unit' | 'standards' | 'instructions'
> {
  draftId: string;
  slots: DraftLessonSlot[];
}

export function classroomLessonsDraftJob(
  input: ClassroomLessonsDraftInput,
): DraftJob<ClassroomUnitLessonsDraft, Lesson> {
  const lessonJob = lessonDraftJob({
    task: 'unitPlan',
    language: input.language,
    unit: input.unit,
    standards: input.standards,
    lessonCount: input.slots.length,
    lessonIndex: 0,
    instructions: input.instructions,
  });
  const fitted = (lessons: Lesson[]): ClassroomUnitLessonsDraft => ({
    draftId: input.draftId,
    lessons: fitToSlots(lessons, input.slots),
  });
  return {
    task: 'classroomUnitLessons',
    prompt: {
      system: jsonReplySystem(
        'You are an experienced teacher helping a colleague plan the lessons of a unit for one classroom.',
        LESSON_SHAPE,
        input.language,
        [
          STANDARDS_RULE,
          '- Lesson i (from 0) has exactly the minutes of the data\'s "lessonMinutes"[i]: its activities\' minutes add up to that number.',
          '- Objectives and checks for understanding are short, concrete and observable.',
        ],
      ),
      user: taskMessage(
        `Task: write exactly ${input.slots.length} lessons of the data's "unit" in teaching order, in ${LANGUAGE_NAMES[input.language]}. Address every listed standard in at least one lesson. Return { "lessons": [ ${input.slots.length} lessons ] }.`,
        {
          unit: input.unit,
          lessonMinutes: input.slots.map((slot) => slot.minutes),
          standards: standardsData(input.standards),
        },
        input.instructions,
      ),
    },
    outputTokens: lessonJob.outputTokens,
    parse: (text) => fitted(lessonJob.parse(text).lessons),
    completeParts: (text) =>
      lessonJob
        .completeParts(text)
        .slice(0, input.slots.length)
        .map((lesson, index) => fitLesson(lesson, input.slots[index]?.minutes ?? 0)),
    parts: (draft) => draft.lessons,
    replySchema: lessonJob.replySchema,
    offlineDraft: () => fitted(lessonJob.offlineDraft().lessons),
    toReply: (draft) => ({ lessons: draft.lessons }),
  };
}

/**
 * One lesson per slot, each lesson's activity minutes scaled to its slot's minutes, so the
 * placement rule puts it on exactly that slot's meetings. Another count is a malformed draft.
 */
export function fitToSlots(lessons: Lesson[], slots: readonly DraftLessonSlot[]): Lesson[] {
  if (lessons.length !== slots.length) {
    throw new ProviderError('malformed', `Expected ${slots.length} lessons, got ${lessons.length}`);
  }
  return lessons.map((lesson, index) => {
    const minutes = slots[index]?.minutes ?? 0;
    const fitted = fitLesson(lesson, minutes);
    if (lessonMinutes(fitted) !== minutes) {
      throw new ProviderError('malformed', `Lesson ${index + 1} cannot fill ${minutes} minutes`);
    }
    return fitted;
  });
}

function fitLesson(lesson: Lesson, minutes: number): Lesson {
  return { ...lesson, activities: balanceMinutes(lesson.activities, minutes) };
}
