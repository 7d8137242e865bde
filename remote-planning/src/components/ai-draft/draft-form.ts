// The draft form's pure rules: how many lessons to ask for and in which language.
import { MAX_LESSONS_PER_PLAN } from '@lesson-planner/shared-contracts/planning';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  primarySubtag,
  type Locale,
} from '@lesson-planner/shared-contracts/rules';

/** The bounds GenerateDraftRequestSchema puts on `lessonCount`. */
export const MIN_DRAFT_LESSONS = 1;
export const MAX_DRAFT_LESSONS = 30;
/** A typical week of one subject; the teacher changes the number when it is not theirs. */
export const LESSONS_PER_WEEK = 3;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** How many lessons one draft may add to a plan that already has `planLessons`. */
export const draftRoom = (planLessons: number): number =>
  clamp(MAX_LESSONS_PER_PLAN - planLessons, 0, MAX_DRAFT_LESSONS);

/**
 * The number the form starts with: the lessons still missing from the plan, within the room.
 * What the unit needs is its classroom's meetings in the unit's weeks when they are known (a
 * classroom and a start date), else its weeks of typical lessons; the `existing` lessons count
 * against it, and at least one is proposed.
 */
export const defaultLessonCount = (
  weeks: number,
  room: number,
  existing = 0,
  meetings: number | null = null,
): number =>
  clamp(
    (meetings ?? weeks * LESSONS_PER_WEEK) - existing,
    MIN_DRAFT_LESSONS,
    Math.max(room, MIN_DRAFT_LESSONS),
  );

/** The typed number of lessons if it is a whole number within 1…room, else null. */
export function parseLessonCount(typed: string, room: number): number | null {
  if (!/^\s*\d+\s*$/.test(typed)) return null;
  const count = Number(typed);
  return count >= MIN_DRAFT_LESSONS && count <= room ? count : null;
}

/** A count the request schema accepts, for the lesson task where it is only context. */
export const requestLessonCount = (planLessons: number): number =>
  clamp(planLessons, MIN_DRAFT_LESSONS, MAX_DRAFT_LESSONS);

/** The interface language ("th-TH" → "th"), or English when it is none of ours. */
export function draftLanguage(interfaceLanguage: string | undefined): Locale {
  const code = primarySubtag(interfaceLanguage ?? '');
  return isSupportedLocale(code) ? code : DEFAULT_LOCALE;
}
