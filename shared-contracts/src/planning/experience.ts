import { freeText, schoolDate, singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import { StandardRefSchema } from '@lesson-planner/shared-contracts/curriculum';
import { MAX_ACTIVITY_MINUTES } from './lesson';
import { LessonIdSchema, newLessonId, withItemIds } from './lesson-id';

/** Investigations (labs) and field trips need safety notes before they are published. */
export const EXPERIENCE_TYPES = [
  'inquiry',
  'investigation',
  'project',
  'fieldTrip',
  'discussion',
  'game',
  'presentation',
  'other',
] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];
export const TYPES_NEEDING_SAFETY: readonly ExperienceType[] = ['investigation', 'fieldTrip'];

export const GROUPINGS = ['individual', 'pairs', 'smallGroups', 'wholeClass'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const DURATION_UNITS = ['minutes', 'sessions'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const EXPERIENCE_STATUSES = ['draft', 'published'] as const;
export type ExperienceStatus = (typeof EXPERIENCE_STATUSES)[number];

// The limits the rules check too (deploy/firestore/firestore.rules, experiences).
export const MAX_EXPERIENCE_TITLE = 150;
export const MAX_EXPERIENCE_STEPS = 30;
export const MAX_EXPERIENCE_UNITS = 10;
export const MAX_DURATION_MINUTES = 600;
export const MAX_DURATION_SESSIONS = 20;

const Line = (max: number) => freeText(max).min(1);
const Text = (max: number) => freeText(max).default('');

/** One ordered, timed step with what the teacher and the students do. */
export const ExperienceStepSchema = z.object({
  title: singleLineText(200),
  minutes: z.int().min(1).max(MAX_ACTIVITY_MINUTES),
  teacherActions: Text(2000),
  studentActions: Text(2000),
});
export type ExperienceStep = z.infer<typeof ExperienceStepSchema>;

/**
 * A step of a saved experience (and of the form editing one): its content and its id within the
 * experience, which names it while steps move, so two people's saves merge step by step.
 */
export const IdentifiedStepSchema = ExperienceStepSchema.extend({ id: LessonIdSchema });
export type IdentifiedStep = z.infer<typeof IdentifiedStepSchema>;

/** A new step's id (as random as a Firestore document id). */
export const newStepId = (): string => newLessonId();

/** The id a step stored before steps had ids is known by: its place in the stored list. */
const legacyStepId = (index: number): string => `step-${index + 1}`;

/**
 * A stored `steps` field with every step named: one saved before ids existed (or with an id that
 * is not one, or one another step already has) takes legacyStepId of its place, so every reader
 * knows an old step by the same id until the next save stores it.
 */
export const withStepIds = (steps: unknown): unknown => withItemIds(steps, legacyStepId);

/** A resource: a label, and a web link when it is one. */
export const ExperienceResourceSchema = z.object({
  label: Line(200),
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]).default(''),
});
export type ExperienceResource = z.infer<typeof ExperienceResourceSchema>;

export const DifferentiationSchema = z.object({
  support: Text(1000),
  extension: Text(1000),
  language: Text(1000),
});
export type Differentiation = z.infer<typeof DifferentiationSchema>;

export const DurationSchema = z.object({
  amount: z.int().min(1).max(MAX_DURATION_MINUTES),
  unit: z.enum(DURATION_UNITS),
});
export type Duration = z.infer<typeof DurationSchema>;

/**
 * What a teacher writes (and what an AI draft must produce): an experience without its
 * bookkeeping. A draft is parsed with this schema before the teacher sees it.
 */
export const ExperienceContentSchema = z.object({
  title: singleLineText(MAX_EXPERIENCE_TITLE),
  type: z.enum(EXPERIENCE_TYPES).default('inquiry'),
  summary: Text(2000),
  duration: DurationSchema.default({ amount: 50, unit: 'minutes' }),
  grouping: z.enum(GROUPINGS).default('smallGroups'),
  steps: z.array(ExperienceStepSchema).max(MAX_EXPERIENCE_STEPS).default([]),
  materials: z.array(Line(300)).max(30).default([]),
  resources: z.array(ExperienceResourceSchema).max(20).default([]),
  safetyNotes: Text(2000),
  differentiation: DifferentiationSchema.default({ support: '', extension: '', language: '' }),
  evidence: Text(2000),
  assessment: Text(2000),
  standards: z.array(StandardRefSchema).max(50).default([]),
});
export type ExperienceContent = z.infer<typeof ExperienceContentSchema>;

/**
 * A learning experience (collection `experiences`). Team members read it; its owner and
 * collaborators (while members) and the team's leaders edit it. `version` grows by one with
 * every save, which carries `baseVersion` (the version it started from); a save that does not
 * start from the stored version is a conflict. Reflections live in a subcollection so any
 * member can add one without touching (or racing) the experience itself.
 */
export const ExperienceSchema = ExperienceContentSchema.extend({
  steps: z.array(IdentifiedStepSchema).max(MAX_EXPERIENCE_STEPS).default([]),
  id: z.string().trim().min(1),
  teamId: z.string().trim().min(1),
  subject: Text(100),
  grade: Text(50),
  unitIds: z.array(z.string().trim().min(1)).max(MAX_EXPERIENCE_UNITS).default([]),
  /** How it is assessed with a rubric, once rubrics exist; null for none. */
  rubricId: z.string().trim().min(1).nullable().default(null),
  status: z.enum(EXPERIENCE_STATUSES).default('draft'),
  ownerId: z.string().trim().min(1),
  collaboratorIds: z.array(z.string().trim().min(1)).max(20).default([]),
  version: z.int().min(1),
  baseVersion: z.int().min(0),
  updatedBy: z.string().trim().min(1),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Experience = z.infer<typeof ExperienceSchema>;

/**
 * How many reflections one member keeps on one experience: each is stored under one of the
 * author's slots, `{authorId}_0` … `{authorId}_9` (reflectionSlotIds), which the rules require,
 * so the bound holds whatever a client does. Deleting one frees its slot.
 */
export const MAX_REFLECTIONS_PER_MEMBER = 10;
/** Reflections are listed this many at a time; the rules refuse a longer page. */
export const REFLECTIONS_PAGE_SIZE = 10;

/** The document ids an author's reflections on one experience may take, in order. */
export const reflectionSlotIds = (authorId: string): string[] =>
  Array.from({ length: MAX_REFLECTIONS_PER_MEMBER }, (_, slot) => `${authorId}_${slot}`);

/**
 * "What worked / what to change" after teaching it, dated; one document per reflection. It
 * holds no name: the byline is the author's name in the team's member records (written by the
 * server), looked up from `authorId` when shown, so no one can sign a reflection as someone else.
 */
export const ReflectionSchema = z.object({
  id: z.string().trim().min(1),
  authorId: z.string().trim().min(1),
  /** ISO date (yyyy-mm-dd) the experience was taught. */
  taughtOn: schoolDate(),
  worked: Text(2000),
  change: Text(2000),
  createdAt: z.date(),
});
export type Reflection = z.infer<typeof ReflectionSchema>;

/** Total minutes of the steps. */
export const stepMinutes = (steps: readonly Pick<ExperienceStep, 'minutes'>[]): number =>
  steps.reduce((sum, step) => sum + step.minutes, 0);

/** A session is a class period of this many minutes. */
export const SESSION_MINUTES = 50;

/** The experience's length in minutes. */
export const durationMinutes = (duration: Duration): number =>
  duration.unit === 'minutes' ? duration.amount : duration.amount * SESSION_MINUTES;
