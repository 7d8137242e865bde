// Turns a model's text into lessons the teacher may see: valid LessonSchema objects that only
// reference the unit's own standards. Anything else is a 'malformed' draft, never a crash.
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  LessonSchema,
  LessonSequenceSchema,
  type Lesson,
} from '@lesson-planner/shared-contracts/planning';
import type { z } from 'zod';
import { ProviderError, type DraftInput } from './draft-provider';

const FENCED = /^\s*```[\w-]*[ \t]*\r?\n?([\s\S]*?)\s*```\s*$/;

/** Models asked for JSON still wrap it in a markdown fence now and then. */
export function stripFences(text: string): string {
  return FENCED.exec(text)?.[1] ?? text.trim();
}

export function parseDraft(text: string, input: Pick<DraftInput, 'task' | 'standards'>): Lesson[] {
  let data: unknown;
  try {
    data = JSON.parse(stripFences(text));
  } catch (error) {
    throw new ProviderError('malformed', `Draft is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = LessonSequenceSchema.safeParse(data);
  if (!parsed.success) {
    throw new ProviderError('malformed', `Draft has the wrong shape: ${firstIssue(parsed.error)}`);
  }
  const { lessons } = parsed.data;
  if (input.task === 'lesson' && lessons.length !== 1) {
    throw new ProviderError('malformed', `Expected one lesson, got ${lessons.length}`);
  }
  const allowed = refKeys(input.standards);
  return lessons.map((lesson) => keepUnitStandards(lesson, allowed));
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
  const allowed = standards ? refKeys(standards) : null;
  const lessons: Lesson[] = [];
  for (const objectText of completeLessonObjects(partialText)) {
    const lesson = toLesson(objectText);
    if (!lesson) break;
    lessons.push(allowed ? keepUnitStandards(lesson, allowed) : lesson);
  }
  return lessons;
}

/**
 * The source text of each complete object in the top-level "lessons" array. A scanner that
 * knows only strings (with escapes) and bracket depth: enough to find object boundaries in a
 * prefix of JSON without evaluating anything.
 */
function completeLessonObjects(text: string): string[] {
  const objects: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastKey: string | null = null;
  let arrayDepth = -1; // depth inside the "lessons" array once its "[" has been seen
  let objectStart = -1;

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') {
        inString = false;
        if (depth === 1) lastKey = decodeString(text.slice(stringStart, i + 1));
      }
      continue;
    }
    if (char === '"') {
      inString = true;
      stringStart = i;
    } else if (char === '{' || char === '[') {
      if (char === '[' && depth === 1 && arrayDepth < 0 && lastKey === 'lessons') {
        arrayDepth = depth + 1;
      } else if (char === '{' && depth === arrayDepth) {
        objectStart = i;
      }
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
      if (depth < 0 || (arrayDepth > 0 && depth < arrayDepth)) break; // the array or text ended
      if (char === '}' && depth === arrayDepth && objectStart >= 0) {
        objects.push(text.slice(objectStart, i + 1));
        objectStart = -1;
      }
    }
  }
  return objects;
}

function decodeString(literal: string): string | null {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return null;
  }
}

function toLesson(objectText: string): Lesson | null {
  try {
    const parsed = LessonSchema.safeParse(JSON.parse(objectText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function refKeys(standards: readonly StandardRef[]): Set<string> {
  return new Set(standards.map(standardRefKey));
}

/** Drops references a model invented or copied wrongly, and repeats of the same standard. */
function keepUnitStandards(lesson: Lesson, allowed: ReadonlySet<string>): Lesson {
  const seen = new Set<string>();
  const standards = lesson.standards.filter((ref) => {
    const key = standardRefKey(ref);
    if (!allowed.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    ...lesson,
    standards: standards.map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
  };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
