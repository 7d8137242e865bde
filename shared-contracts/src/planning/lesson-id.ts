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

const hasId = (lesson: unknown): boolean =>
  typeof lesson === 'object' &&
  lesson !== null &&
  LessonIdSchema.safeParse((lesson as { id?: unknown }).id).success;

/**
 * A stored `lessons` field with every lesson named: a lesson saved before ids existed (or with
 * an id that is not one, or one another lesson already has) takes legacyLessonId of its place.
 * The app reading a plan and the server saving it both call this on the stored list, so both
 * know an old lesson by the same id until the server's next save stores it. Anything that is
 * not a list, or not a lesson, is returned as it is (the schemas refuse it later).
 */
export function withLessonIds(lessons: unknown): unknown {
  if (!Array.isArray(lessons)) return lessons;
  const taken = new Set<string>();
  for (const lesson of lessons) if (hasId(lesson)) taken.add((lesson as { id: string }).id);
  const seen = new Set<string>();
  return lessons.map((lesson: unknown, index) => {
    if (typeof lesson !== 'object' || lesson === null) return lesson;
    const id = (lesson as { id?: unknown }).id;
    if (hasId(lesson) && !seen.has(id as string)) {
      seen.add(id as string);
      return lesson;
    }
    let legacy = legacyLessonId(index);
    for (let n = 1; taken.has(legacy) || seen.has(legacy); n += 1)
      legacy = `${legacyLessonId(index)}-${n}`;
    seen.add(legacy);
    return { ...lesson, id: legacy };
  });
}
