// Turns a model's text into lessons the teacher may see: valid LessonSchema objects that only
// reference the unit's own standards. Anything else is a 'malformed' draft, never a crash.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  LessonSchema,
  LessonSequenceSchema,
  type Lesson,
} from '@lesson-planner/shared-contracts/planning';
import { ProviderError } from './draft-provider';
import { completeArrayObjects, keepAllowedRefs, parsePart, parseReply } from './json-reply';
import type { LessonDraftInput } from './lesson-job';

export function parseDraft(
  text: string,
  input: Pick<LessonDraftInput, 'task' | 'standards'>,
): Lesson[] {
  const { lessons } = parseReply(text, LessonSequenceSchema);
  if (input.task === 'lesson' && lessons.length !== 1) {
    throw new ProviderError('malformed', `Expected one lesson, got ${lessons.length}`);
  }
  return lessons.map((lesson) => keepUnitStandards(lesson, input.standards));
}

/**
 * The lessons that are already complete in a partial reply `{"lessons":[{...},{...`, so the web
 * app can show them while the rest streams in. Stops at the first complete lesson that is not
 * valid, so an index reported here is the lesson's index in the final draft. Never throws.
 * When `standards` is given, references outside it are dropped, as parseDraft does.
 */
export function extractCompleteLessons(
  partialText: string,
  standards?: readonly StandardRef[],
): Lesson[] {
  const lessons: Lesson[] = [];
  for (const objectText of completeArrayObjects(partialText, 'lessons')) {
    const lesson = parsePart(objectText, LessonSchema);
    if (!lesson) break;
    lessons.push(standards ? keepUnitStandards(lesson, standards) : lesson);
  }
  return lessons;
}

function keepUnitStandards(lesson: Lesson, allowed: readonly StandardRef[]): Lesson {
  return { ...lesson, standards: keepAllowedRefs(lesson.standards, allowed) };
}
