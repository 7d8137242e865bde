// What the editor holds for a lesson while the teacher types, and how it becomes a Lesson.
// Lists are typed one item per line and minutes stay text until saved, so an invalid entry is
// shown back exactly as typed, with its message, never replaced.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  MAX_ACTIVITY_MINUTES,
  newLessonId,
  PlanLessonSchema,
  type PlanLesson,
} from '@lesson-planner/shared-contracts/planning';

export interface ActivityDraft {
  key: string;
  title: string;
  minutes: string;
  description: string;
  /** The learning experience this activity is, if any (linked with "Add an experience"). */
  experienceId?: string;
}

export interface LessonDraft {
  /**
   * The lesson's id in the plan (LessonIdSchema), saved with it: it names the lesson in merges
   * and review comments, and the card while lessons move (React keys, dnd-kit ids).
   */
  key: string;
  title: string;
  objectives: string;
  standards: StandardRef[];
  activities: ActivityDraft[];
  materials: string;
  differentiation: string;
  checksForUnderstanding: string;
  homework: string;
  /** The text is an accepted AI draft no person has edited since (saved as the lesson's mark). */
  aiDraft?: true;
}

export const LIST_FIELDS = ['objectives', 'materials', 'checksForUnderstanding'] as const;
export type ListField = (typeof LIST_FIELDS)[number];
export type LessonField = Exclude<keyof LessonDraft, 'key' | 'aiDraft'>;
export type ActivityField = Exclude<keyof ActivityDraft, 'key' | 'experienceId'>;

export type ProblemCode = 'required' | 'tooLong' | 'tooMany' | 'minutes' | 'invalid';

export interface FieldProblem {
  code: ProblemCode;
  /** The limit broken, for tooLong and tooMany. */
  max?: number;
  /** 1-based line of a list field as typed. */
  line?: number;
}

export interface LessonProblems {
  fields: Partial<Record<LessonField, FieldProblem>>;
  /** Keyed by the activity's key. */
  activities: Record<string, Partial<Record<ActivityField, FieldProblem>>>;
}

export type LessonValidation =
  { lesson: PlanLesson; problems: null } | { lesson: null; problems: LessonProblems };

let keyCount = 0;
/** An activity's key, unique within the page; never stored, so a restored draft gets new ones. */
export const newKey = (): string => `${Date.now().toString(36)}-${(keyCount += 1)}`;

export const emptyActivity = (): ActivityDraft => ({
  key: newKey(),
  title: '',
  minutes: '',
  description: '',
});

/** An activity that is the experience, for its whole length (within an activity's limit). */
export const activityOfExperience = (experience: {
  id: string;
  title: string;
  minutes: number;
}): ActivityDraft => ({
  key: newKey(),
  title: experience.title.slice(0, 200),
  minutes: String(Math.min(Math.max(experience.minutes, 1), MAX_ACTIVITY_MINUTES)),
  description: '',
  experienceId: experience.id,
});

export const emptyLessonDraft = (): LessonDraft => ({
  key: newLessonId(),
  title: '',
  objectives: '',
  standards: [],
  activities: [],
  materials: '',
  differentiation: '',
  checksForUnderstanding: '',
  homework: '',
});

export const draftOfLesson = (lesson: PlanLesson): LessonDraft => ({
  key: lesson.id,
  title: lesson.title,
  objectives: lesson.objectives.join('\n'),
  standards: lesson.standards.map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
  activities: lesson.activities.map((activity) => ({
    key: newKey(),
    title: activity.title,
    minutes: String(activity.minutes),
    description: activity.description,
    ...(activity.experienceId ? { experienceId: activity.experienceId } : {}),
  })),
  materials: lesson.materials.join('\n'),
  differentiation: lesson.differentiation,
  checksForUnderstanding: lesson.checksForUnderstanding.join('\n'),
  homework: lesson.homework,
  ...(lesson.aiDraft ? { aiDraft: true } : {}),
});

/** The same lesson as a new one: a new id, and new keys for its activities (a duplicate). */
export const rekeyDraft = (draft: LessonDraft): LessonDraft => ({
  ...draft,
  key: newLessonId(),
  standards: draft.standards.map((ref) => ({ ...ref })),
  activities: draft.activities.map((activity) => ({ ...activity, key: newKey() })),
});

/** The non-blank lines of a list field with their line numbers as typed (1-based). */
const linesOf = (text: string): { value: string; line: number }[] =>
  text
    .split('\n')
    .map((value, index) => ({ value: value.trim(), line: index + 1 }))
    .filter(({ value }) => value !== '');

/** Blank is missing; anything else is read as a number (NaN when it is not one, so it fails). */
const minutesOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

function candidateOf(draft: LessonDraft) {
  return {
    id: draft.key,
    title: draft.title,
    objectives: linesOf(draft.objectives).map(({ value }) => value),
    standards: draft.standards,
    activities: draft.activities.map((activity) => ({
      title: activity.title,
      minutes: minutesOf(activity.minutes),
      description: activity.description,
      ...(activity.experienceId ? { experienceId: activity.experienceId } : {}),
    })),
    materials: linesOf(draft.materials).map(({ value }) => value),
    differentiation: draft.differentiation,
    checksForUnderstanding: linesOf(draft.checksForUnderstanding).map(({ value }) => value),
    homework: draft.homework,
    ...(draft.aiDraft ? { aiDraft: true as const } : {}),
  };
}

/** Total planned minutes, counting only the minutes that are valid numbers. */
export const draftMinutes = (draft: LessonDraft): number =>
  draft.activities.reduce((sum, activity) => {
    const minutes = minutesOf(activity.minutes);
    return Number.isInteger(minutes) && minutes > 0 ? sum + minutes : sum;
  }, 0);

interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  maximum?: unknown;
}

function problemOf(issue: Issue): FieldProblem {
  const max = typeof issue.maximum === 'number' ? issue.maximum : undefined;
  if (issue.code === 'too_small' && issue.origin === 'string') return { code: 'required' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'tooLong', max };
  if (issue.code === 'too_big' && issue.origin === 'array') return { code: 'tooMany', max };
  return { code: 'invalid' };
}

/** Checks a lesson with the shared PlanLessonSchema; problems name the fields as the form shows them. */
export function validateLessonDraft(draft: LessonDraft): LessonValidation {
  const parsed = PlanLessonSchema.safeParse(candidateOf(draft));
  if (parsed.success) return { lesson: parsed.data, problems: null };
  const problems: LessonProblems = { fields: {}, activities: {} };
  for (const issue of parsed.error.issues) {
    const [field, index, activityField] = issue.path;
    if (field === 'activities' && typeof index === 'number') {
      const activity = draft.activities[index];
      if (!activity) continue;
      const name = activityField as ActivityField;
      const forActivity = (problems.activities[activity.key] ??= {});
      forActivity[name] ??=
        name === 'minutes' ? { code: 'minutes', max: MAX_ACTIVITY_MINUTES } : problemOf(issue);
      continue;
    }
    const name = field as LessonField;
    if (problems.fields[name]) continue;
    const problem = problemOf(issue);
    if ((LIST_FIELDS as readonly string[]).includes(name) && typeof index === 'number')
      problem.line = linesOf(draft[name as ListField])[index]?.line;
    problems.fields[name] = problem;
  }
  return { lesson: null, problems };
}

/**
 * The lesson as typed, without validation: what the print view and an AI request show of
 * unsaved work. Invalid minutes count as 0.
 */
export function lessonAsTyped(draft: LessonDraft): PlanLesson {
  const candidate = candidateOf(draft);
  return {
    ...candidate,
    title: candidate.title.trim(),
    activities: candidate.activities.map((activity) => ({
      ...activity,
      title: activity.title.trim(),
      description: activity.description.trim(),
      minutes: Number.isInteger(activity.minutes) ? activity.minutes : 0,
    })),
    differentiation: candidate.differentiation.trim(),
    homework: candidate.homework.trim(),
  };
}

const typedDrafts = new WeakMap<LessonDraft, PlanLesson>();

/**
 * lessonAsTyped, the same object for the same draft. Drafts are replaced, never changed, so what
 * draws a typed lesson (the printed plan) skips every lesson an edit did not touch: typing in one
 * lesson of thirty then redraws one.
 */
export function lessonAsTypedOnce(draft: LessonDraft): PlanLesson {
  let lesson = typedDrafts.get(draft);
  if (!lesson) {
    lesson = lessonAsTyped(draft);
    typedDrafts.set(draft, lesson);
  }
  return lesson;
}
