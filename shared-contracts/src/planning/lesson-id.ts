import { z } from '@lesson-planner/shared-contracts/schema';

/**
 * A lesson's id within its plan: it names the lesson while lessons move, so two people's saves
 * merge lesson by lesson and review comments stay on their lesson. Letters, digits, `-` and `_`
 * only (it may become a document id or a field path).
 */
export const LessonIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A lesson id is 1 to 40 letters, digits, - or _');
export type LessonId = z.infer<typeof LessonIdSchema>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new id, as random as a Firestore document id (20 characters of 62). */
export function newLessonId(): LessonId {
  let id = '';
  while (id.length < 20) {
    // Bytes from 248 on are skipped: 248 is the largest multiple of 62 below 256, so every
    // character stays equally likely.
    for (const byte of crypto.getRandomValues(new Uint8Array(24)))
      if (byte < 248 && id.length < 20) id += ALPHABET[byte % 62];
  }
  return id;
}

/** The id a lesson stored before ids existed is known by: its place in the stored list. */
export const legacyLessonId = (index: number): LessonId => `lesson-${index + 1}`;

const hasId = (item: unknown): boolean =>
  typeof item === 'object' &&
  item !== null &&
  LessonIdSchema.safeParse((item as { id?: unknown }).id).success;

/**
 * A stored list of items (lessons, steps) with every item named: one saved before ids existed
 * (or with an id that is not one, or one another item already has) takes `legacyId` of its place.
 * The app reading a document and the server saving it both call this on the stored list, so both
 * know an old item by the same id until the next save stores it. Anything that is not a list, or
 * not an item, is returned as it is (the schemas refuse it later).
 */
export function withItemIds(items: unknown, legacyId: (index: number) => string): unknown {
  if (!Array.isArray(items)) return items;
  const taken = new Set<string>();
  for (const item of items) if (hasId(item)) taken.add((item as { id: string }).id);
  const seen = new Set<string>();
  return items.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return item;
    const id = (item as { id?: unknown }).id;
    if (hasId(item) && !seen.has(id as string)) {
      seen.add(id as string);
      return item;
    }
    let legacy = legacyId(index);
    for (let n = 1; taken.has(legacy) || seen.has(legacy); n += 1)
      legacy = `${legacyId(index)}-${n}`;
    seen.add(legacy);
    return { ...item, id: legacy };
  });
}

/** A stored `lessons` field with every lesson named (withItemIds, legacyLessonId). */
export const withLessonIds = (lessons: unknown): unknown => withItemIds(lessons, legacyLessonId);
