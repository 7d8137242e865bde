// Reading stored documents field by field. Rules cannot check every item of every list, so a
// document may hold a part the schemas refuse (a 900 KB lesson, a big idea of 600 characters, a
// lesson that is text). One bad part must not hide the rest: each field, list item and object
// in a list is read on its own, and the paths of what could not be read are listed for the page
// to mark.
import { z } from '@lesson-planner/shared-contracts/schema';

/** Dotted paths of the parts that could not be read, e.g. "bigIdeas.1" or "lessons.2.homework". */
export interface Unreadable {
  unreadable: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unwrapped = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;

function decodeList(
  schema: z.ZodArray,
  items: unknown[],
  path: string,
  unreadable: string[],
): unknown[] {
  const element = schema.element as z.ZodType;
  const kept: unknown[] = [];
  items.forEach((item, index) => {
    const parsed = element.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else if (element instanceof z.ZodObject && isRecord(item)) {
      // An item with a part that has no stand-in (an activity's minutes) is left out whole.
      const parts: string[] = [];
      try {
        kept.push(decodeObject(element, item, `${path}.${index}`, parts, new Set()));
        unreadable.push(...parts);
      } catch {
        unreadable.push(`${path}.${index}`);
      }
    } else unreadable.push(`${path}.${index}`);
  });
  return kept;
}

function decodeField(
  schema: z.ZodType,
  value: unknown,
  path: string,
  unreadable: string[],
): unknown {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    const kept = decodeList(inner, value, path, unreadable);
    // Items read leniently (a lesson without a title) may still fail the list's schema; only a
    // problem of the list itself (too many items) makes the whole list unreadable.
    const checked = inner.safeParse(kept);
    if (checked.success || checked.error.issues.every((issue) => issue.path.length > 0))
      return kept;
  }
  unreadable.push(path);
  const fallback = schema.safeParse(undefined);
  if (fallback.success) return fallback.data;
  if (inner instanceof z.ZodString) return '';
  throw new Error(`${path} cannot be read`);
}

/**
 * Reads `data` field by field with `schema`: what cannot be read takes its default (or '' for
 * text, or is left out of its list) and is named in `unreadable`. `required` fields (the
 * document's identity) must read as they are, or the document is refused (throws).
 */
export function decodeObject(
  schema: z.ZodObject,
  data: Record<string, unknown>,
  prefix: string,
  unreadable: string[],
  required: ReadonlySet<string>,
): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as Array<[string, z.ZodType]>) {
    const path = prefix ? `${prefix}.${key}` : key;
    const parsed = field.safeParse(data[key]);
    if (parsed.success) decoded[key] = parsed.data;
    else if (required.has(key)) throw parsed.error;
    else decoded[key] = decodeField(field, data[key], path, unreadable);
  }
  return decoded;
}

/** Whether the part at `path` (or anything inside it) could not be read. */
export function isUnreadable(document: object, path: string): boolean {
  const { unreadable = [] } = document as Partial<Unreadable>;
  return unreadable.some((part) => part === path || part.startsWith(`${path}.`));
}

/** The document's own fields that are (wholly or partly) unreadable, e.g. `{ bigIdeas: true }`. */
export function unreadableFields<T extends object>(document: T): Partial<Record<keyof T, true>> {
  const { unreadable = [] } = document as Partial<Unreadable>;
  return Object.fromEntries(unreadable.map((path) => [path.split('.')[0], true])) as Partial<
    Record<keyof T, true>
  >;
}

/**
 * The items of the list at `data[key]` that `element` reads whole; the others are named in
 * `unreadable` and left out. For lists whose items only make sense whole (a rubric criterion's
 * descriptors line up with the levels, a step needs its minutes), so an item is never kept half.
 */
export function keepWholeItems(
  data: Record<string, unknown>,
  key: string,
  element: z.ZodType,
  unreadable: string[],
): Record<string, unknown> {
  const items = data[key];
  if (!Array.isArray(items)) return data;
  const kept = items.filter((item, index) => {
    const readable = element.safeParse(item).success;
    if (!readable) unreadable.push(`${key}.${index}`);
    return readable;
  });
  return { ...data, [key]: kept };
}

/** Whether any part of the document could not be read (the page then says what saving keeps). */
export const isPartlyUnreadable = (document: object): boolean =>
  ((document as Partial<Unreadable>).unreadable ?? []).length > 0;
