// Reading a model's JSON reply: the whole of it against a schema (anything else is a
// 'malformed' draft, never a crash), and the complete parts of a prefix of it while it streams.
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { z } from 'zod';
import { ProviderError } from './draft-provider';

const FENCED = /^\s*```[\w-]*[ \t]*\r?\n?([\s\S]*?)\s*```\s*$/;

/** Models asked for JSON still wrap it in a markdown fence now and then. */
export function stripFences(text: string): string {
  return FENCED.exec(text)?.[1] ?? text.trim();
}

/** The reply validated by `schema`; ProviderError('malformed') naming the first problem. */
export function parseReply<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(stripFences(text));
  } catch (error) {
    throw new ProviderError('malformed', `Draft is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ProviderError('malformed', `Draft has the wrong shape: ${firstIssue(parsed.error)}`);
  }
  return parsed.data;
}

/** One complete object's text validated by `schema`, or null. Never throws. */
export function parsePart<S extends z.ZodType>(objectText: string, schema: S): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(objectText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The references among `refs` that are in `allowed`, once each, as plain refs: drops those a
 * model invented or copied wrongly, and repeats of the same standard.
 */
export function keepAllowedRefs(
  refs: readonly StandardRef[],
  allowed: readonly StandardRef[],
): StandardRef[] {
  const allowedKeys = new Set(allowed.map(standardRefKey));
  const seen = new Set<string>();
  return refs
    .filter((ref) => {
      const key = standardRefKey(ref);
      if (!allowedKeys.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ frameworkId, standardId }) => ({ frameworkId, standardId }));
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The source text of each complete object in the array under the top-level `key` (for example
 * "lessons" of `{"lessons":[{…},{…`). A scanner that knows only strings (with escapes) and
 * bracket depth: enough to find object boundaries in a prefix of JSON without evaluating
 * anything, so a streamed reply can show its complete parts early.
 */
export function completeArrayObjects(text: string, key: string): string[] {
  const objects: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastKey: string | null = null;
  let arrayDepth = -1; // depth inside the array once its "[" has been seen
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
      if (char === '[' && depth === 1 && arrayDepth < 0 && lastKey === key) {
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
