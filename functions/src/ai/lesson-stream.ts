// Reports lessons to onLesson as a streamed reply grows: each lesson once, in order, as soon as
// its object is complete, and the rest from the final parse (so nothing is missed or repeated).
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import type { DraftInput, DraftOptions } from './draft-provider';
import { extractCompleteLessons } from './parse-draft';

export interface LessonStream {
  /** The whole reply text so far. */
  update(text: string): void;
  /** The validated final lessons; reports the ones not reported yet. */
  finish(lessons: Lesson[]): void;
}

export function lessonStream(
  input: Pick<DraftInput, 'task' | 'standards'>,
  onLesson: DraftOptions['onLesson'],
): LessonStream {
  let reported = 0;
  // A one-lesson task never previews a second lesson, even if the model wrongly sends one.
  const limit = input.task === 'lesson' ? 1 : Number.POSITIVE_INFINITY;
  let scannedUpTo = 0;

  const report = (lessons: Lesson[]) => {
    for (let index = reported; index < Math.min(lessons.length, limit); index++) {
      onLesson?.(lessons[index] as Lesson, index);
    }
    reported = Math.max(reported, Math.min(lessons.length, limit));
  };

  return {
    update(text) {
      if (!onLesson) return;
      // A lesson can only have completed if a "}" arrived since the last scan.
      const grown = text.slice(scannedUpTo);
      scannedUpTo = text.length;
      if (!grown.includes('}')) return;
      report(extractCompleteLessons(text, input.standards));
    },
    finish(lessons) {
      report(lessons);
    },
  };
}
