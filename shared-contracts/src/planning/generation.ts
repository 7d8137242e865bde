import { freeText, schoolDate, z } from '@lesson-planner/shared-contracts/schema';
import { SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/rules';
import { StandardRefSchema } from '@lesson-planner/shared-contracts/curriculum';
import type {
  ClassroomUnitDraft,
  ClassroomUnitDraftChunk,
  ClassroomUnitLessonsDraft,
} from './classroom-unit';
import {
  DurationSchema,
  ExperienceContentSchema,
  EXPERIENCE_TYPES,
  type ExperienceContent,
  type ExperienceStep,
} from './experience';
import { LessonSchema, MAX_LESSONS_PER_PLAN, type Lesson } from './lesson';
import { MAX_UNIT_WEEKS, UnitSchema } from './unit';
import {
  LEVEL_ORDERS,
  MAX_RUBRIC_LEVELS,
  MIN_RUBRIC_LEVELS,
  RUBRIC_TYPES,
  RubricContentSchema,
  type RubricContent,
  type RubricCriterion,
  type RubricLevel,
} from './rubric';

/**
 * What the one generation callable can draft. Each task is a variant of the request (a
 * discriminated union on `task`) and an entry of GenerationOutputs; the functions add a task
 * module for it (functions/src/planning/tasks).
 */
export const GENERATION_TASKS = [
  'unitPlan',
  'lesson',
  'experience',
  'rubric',
  'unit',
  'classroomUnit',
  'classroomUnitLessons',
] as const;
export type GenerationTask = (typeof GENERATION_TASKS)[number];

/** What every task's request carries. */
const DraftRequestBase = z.object({
  /** The language of the draft; the interface language unless the teacher picks another. */
  language: z.enum(SUPPORTED_LOCALES),
  /** Extra guidance typed by the teacher. */
  instructions: freeText(2000).default(''),
});

/** `unitPlan` and `lesson`: lessons for a unit's plan; the unit's team is charged. */
const UnitLessonsFields = {
  unitId: z.string().trim().min(1),
  /**
   * For `lesson`: the lesson to improve (its position in the plan), or null for a new one. The
   * server also bounds it by the plan's own size (a new lesson goes at most right after the end).
   */
  lessonIndex: z
    .int()
    .min(0)
    .max(MAX_LESSONS_PER_PLAN - 1)
    .nullable()
    .default(null),
  /**
   * For `lesson`: the teacher's current (possibly unsaved) version of the lesson to improve;
   * null writes a new lesson at `lessonIndex` (or after the last one when that is null too).
   */
  lesson: LessonSchema.nullable().default(null),
  /** For `unitPlan`: how many lessons to draft. */
  lessonCount: z.int().min(1).max(30).default(8),
};

export const UnitPlanDraftRequestSchema = DraftRequestBase.extend({
  task: z.literal('unitPlan'),
  ...UnitLessonsFields,
});
export const LessonDraftRequestSchema = DraftRequestBase.extend({
  task: z.literal('lesson'),
  ...UnitLessonsFields,
});

/**
 * What an experience draft does: `draft` writes a whole experience from an idea; the others
 * rework the teacher's current `experience`: one step (`stepIndex`), differentiation within one
 * step, more hands-on work, or differentiation.
 */
export const EXPERIENCE_DRAFT_MODES = [
  'draft',
  'improveStep',
  'stepDifferentiation',
  'handsOn',
  'differentiation',
] as const;
export type ExperienceDraftMode = (typeof EXPERIENCE_DRAFT_MODES)[number];
/** The modes that rework one step (`stepIndex`). */
export const STEP_DRAFT_MODES: readonly ExperienceDraftMode[] = [
  'improveStep',
  'stepDifferentiation',
];

/** `experience`: charged to `teamId`, whose member the caller must be. */
export const ExperienceDraftRequestSchema = DraftRequestBase.extend({
  task: z.literal('experience'),
  teamId: z.string().trim().min(1),
  /** The saved experience being reworked (named in the usage log), or null for a new one. */
  experienceId: z.string().trim().min(1).nullable().default(null),
  /** A unit of the same team the experience is for: its fields guide the draft. */
  unitId: z.string().trim().min(1).nullable().default(null),
  mode: z.enum(EXPERIENCE_DRAFT_MODES).default('draft'),
  /** `draft`: a title or a short idea. */
  idea: freeText(500).default(''),
  type: z.enum(EXPERIENCE_TYPES).default('inquiry'),
  subject: z.string().trim().max(100).default(''),
  grade: z.string().trim().max(50).default(''),
  duration: DurationSchema.default({ amount: 50, unit: 'minutes' }),
  /** Standards of the team's frameworks the draft may reference. */
  standards: z.array(StandardRefSchema).max(50).default([]),
  /** The other modes: the teacher's current (possibly unsaved) experience. */
  experience: ExperienceContentSchema.nullable().default(null),
  /** `improveStep`, `stepDifferentiation`: the step to rework. */
  stepIndex: z.int().min(0).nullable().default(null),
});

/**
 * What a rubric draft does: `draft` writes a whole rubric of `type` from a task description;
 * `studentVersion` rewrites the teacher's current `rubric` for students (plain language at the
 * grade's reading level, first person, same structure); `improveCriterion` improves one of its
 * criteria (`criterionIndex`), writing its level descriptors; `criterionStudentVersion` rewrites
 * that one criterion for students.
 */
export const RUBRIC_DRAFT_MODES = [
  'draft',
  'studentVersion',
  'improveCriterion',
  'criterionStudentVersion',
] as const;
export type RubricDraftMode = (typeof RUBRIC_DRAFT_MODES)[number];
/** The modes that rework one criterion (`criterionIndex`). */
export const CRITERION_DRAFT_MODES: readonly RubricDraftMode[] = [
  'improveCriterion',
  'criterionStudentVersion',
];

/** `rubric`: charged to `teamId`, whose member the caller must be. */
export const RubricDraftRequestSchema = DraftRequestBase.extend({
  task: z.literal('rubric'),
  teamId: z.string().trim().min(1),
  /** The saved rubric being reworked (named in the usage log), or null for a new one. */
  rubricId: z.string().trim().min(1).nullable().default(null),
  /** A unit or an experience of the same team the rubric assesses: it guides the draft. */
  unitId: z.string().trim().min(1).nullable().default(null),
  experienceId: z.string().trim().min(1).nullable().default(null),
  mode: z.enum(RUBRIC_DRAFT_MODES).default('draft'),
  /** `draft`: the task students do that the rubric assesses. */
  taskDescription: freeText(2000).default(''),
  type: z.enum(RUBRIC_TYPES).default('analytic'),
  subject: z.string().trim().max(100).default(''),
  grade: z.string().trim().max(50).default(''),
  levelCount: z.int().min(MIN_RUBRIC_LEVELS).max(MAX_RUBRIC_LEVELS).default(4),
  levelOrder: z.enum(LEVEL_ORDERS).default('highToLow'),
  /** Standards of the team's frameworks the criteria may assess. */
  standards: z.array(StandardRefSchema).max(50).default([]),
  /** The other modes: the teacher's current (possibly unsaved) rubric. */
  rubric: RubricContentSchema.nullable().default(null),
  /** `improveCriterion`, `criterionStudentVersion`: the criterion to rework. */
  criterionIndex: z.int().min(0).nullable().default(null),
});

/** The most standards a unit draft chooses from (a classroom's or a subject's worth). */
export const MAX_UNIT_DRAFT_CANDIDATES = 150;

/**
 * `unit`: a new unit's title, big ideas, essential questions and summative assessment, with the
 * standards it suggests among `standards` (the candidates the web app offers, e.g. those the chosen
 * classroom follows; only those in the team's frameworks reach the model), charged to `teamId`,
 * whose member the caller must be.
 */
export const UnitDraftRequestSchema = DraftRequestBase.extend({
  task: z.literal('unit'),
  teamId: z.string().trim().min(1),
  /** A title or a short idea, possibly empty (the subject and standards guide the draft). */
  idea: freeText(500).default(''),
  subject: z.string().trim().max(100).default(''),
  grade: z.string().trim().max(50).default(''),
  weeks: z.int().min(1).max(MAX_UNIT_WEEKS).default(4),
  standards: z.array(StandardRefSchema).max(MAX_UNIT_DRAFT_CANDIDATES).default([]),
});

/** What a unit draft fills in on Create a unit; the teacher reviews it before saving. */
export const UnitDraftContentSchema = UnitSchema.pick({
  title: true,
  bigIdeas: true,
  essentialQuestions: true,
  summativeAssessment: true,
  standards: true,
});
export type UnitDraftContent = z.infer<typeof UnitDraftContentSchema>;

/** A unit draft is streamed whole, once it is valid: its fields make sense only together. */
export interface UnitDraftChunk {
  index: number;
  unit: UnitDraftContent;
}
const IsoDate = schoolDate();

/**
 * `classroomUnit`, the first step of planning a unit with AI for a classroom the caller teaches:
 * the unit and its standards, on the classroom's meetings from `startDate` (null: the first
 * meeting after its last scheduled unit) for `meetingCount` meetings or up to `endDate`.
 * Charged to the classroom's team; the server keeps the draft for the next step and Accept.
 */
export const ClassroomUnitDraftRequestSchema = DraftRequestBase.extend({
  task: z.literal('classroomUnit'),
  classroomId: z.string().trim().min(1).max(128),
  startDate: IsoDate.nullable().default(null),
  meetingCount: z.int().min(1).max(40).nullable().default(null),
  endDate: IsoDate.nullable().default(null),
  /** The teacher's topic or idea for the unit. */
  topic: freeText(500).min(1),
  meetingsPerLesson: z.int().min(1).max(4).default(1),
}).refine((request) => (request.meetingCount === null) !== (request.endDate === null), {
  message: 'give either meetingCount or endDate',
  path: ['meetingCount'],
});

/**
 * `classroomUnitLessons`, the second step: one lesson per slot of the kept draft `draftId`,
 * addressing `standards` (the teacher's choice among the draft's candidates).
 */
export const ClassroomUnitLessonsDraftRequestSchema = DraftRequestBase.extend({
  task: z.literal('classroomUnitLessons'),
  draftId: z.string().trim().min(1).max(128),
  standards: z.array(StandardRefSchema).max(20),
});

export const GenerateDraftRequestSchema = z.discriminatedUnion('task', [
  UnitPlanDraftRequestSchema,
  LessonDraftRequestSchema,
  ExperienceDraftRequestSchema,
  RubricDraftRequestSchema,
  UnitDraftRequestSchema,
  ClassroomUnitDraftRequestSchema,
  ClassroomUnitLessonsDraftRequestSchema,
]);
export type GenerateDraftRequest = z.infer<typeof GenerateDraftRequestSchema>;
/** The request of one task. */
export type GenerateDraftRequestFor<T extends GenerationTask> = Extract<
  GenerateDraftRequest,
  { task: T }
>;

/** Where the draft came from: the UI labels an offline draft as such, not as AI. */
export const DRAFT_PROVIDERS = ['offline', 'gemini', 'openai'] as const;
export type DraftProviderId = (typeof DRAFT_PROVIDERS)[number];

export interface DraftTokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** A streamed chunk of a lesson task: one complete, validated lesson of the draft, in order. */
export interface LessonDraftChunk {
  index: number;
  lesson: Lesson;
}

/**
 * Per task: `draft`, what the validated draft holds, and `chunk`, what is streamed as soon as a
 * part of it (a lesson, a step…) is complete and valid. A task in GENERATION_TASKS without an
 * entry here does not compile on the server.
 */
export interface GenerationOutputs {
  unitPlan: { draft: { lessons: Lesson[] }; chunk: LessonDraftChunk };
  lesson: { draft: { lessons: Lesson[] }; chunk: LessonDraftChunk };
  experience: { draft: { experience: ExperienceContent }; chunk: ExperienceDraftChunk };
  rubric: { draft: { rubric: RubricContent }; chunk: RubricDraftChunk };
  unit: { draft: { unit: UnitDraftContent }; chunk: UnitDraftChunk };
  classroomUnit: { draft: ClassroomUnitDraft; chunk: ClassroomUnitDraftChunk };
  classroomUnitLessons: { draft: ClassroomUnitLessonsDraft; chunk: LessonDraftChunk };
}

/** A streamed chunk of an experience draft: one complete, validated step, in order. */
export interface ExperienceDraftChunk {
  index: number;
  step: ExperienceStep;
}

/**
 * A streamed chunk of a rubric draft: one complete, validated criterion (a checklist's item) or,
 * for a holistic rubric, which has no criteria, one level; in order.
 */
export type RubricDraftPart =
  { part: 'criterion'; criterion: RubricCriterion } | { part: 'level'; level: RubricLevel };
export type RubricDraftChunk = RubricDraftPart & { index: number };

/** What `generateDraft` returns once the whole draft is validated and charged. */
export type GenerateDraftResponse<T extends GenerationTask = 'unitPlan' | 'lesson'> =
  GenerationOutputs[T]['draft'] & {
    usage: DraftTokenUsage;
    provider: DraftProviderId;
    model: string;
    /**
     * How many different standards the model cited that are not in the team's frameworks (or
     * not among those it was given): left out of the draft. Absent from older servers.
     */
    droppedStandards?: number;
  };

/** A streamed chunk of task T's draft. */
export type GenerateDraftChunk<T extends GenerationTask = 'unitPlan' | 'lesson'> =
  GenerationOutputs[T]['chunk'];

/**
 * Why a generation failed, carried in the callable error's `details.code` for the web app to
 * translate. Team codes (notMember, teamNotFound, tokenLimitReached) come from the teams rules.
 * Nothing is charged for any of these, except a provider failure after parts of the draft had
 * arrived: `details.chargedTokens` then says what was charged (see chargedTokensOf).
 */
export const GENERATION_ERROR_CODES = [
  'unitNotFound',
  'experienceNotFound',
  'rubricNotFound',
  /** Planning a unit for a classroom: the classroom is not the caller's team's, or is gone. */
  'classroomNotFound',
  /** Planning a unit for a classroom the caller does not teach. */
  'notClassroomTeacher',
  /** The classroom has no meeting slots on a schedule template. */
  'noSchoolTime',
  /** The chosen window holds none of the classroom's meetings. */
  'noMeetings',
  /** The kept draft is not the caller's, or is gone. */
  'draftNotFound',
  /** Accept before the lessons were drafted. */
  'draftNotReady',
  /** Another unit is scheduled on the window's meetings, or the classroom's time changed. */
  'scheduleConflict',
  'providerTimeout',
  'providerUnavailable',
  'providerMalformed',
  'providerRefused',
  'providerMisconfigured',
] as const;
export type GenerationErrorCode = (typeof GENERATION_ERROR_CODES)[number];

export const isGenerationErrorCode = (value: unknown): value is GenerationErrorCode =>
  typeof value === 'string' && (GENERATION_ERROR_CODES as readonly string[]).includes(value);

/**
 * The tokens a failed generation was charged, from its error's details: 0 unless the provider
 * failed after parts of the draft had arrived.
 */
export function chargedTokensOf(details: unknown): number {
  const charged = (details as { chargedTokens?: unknown } | null | undefined)?.chargedTokens;
  return typeof charged === 'number' && Number.isSafeInteger(charged) && charged > 0 ? charged : 0;
}

/** The callable function's name, shared by the functions and the web app. */
export const GENERATE_DRAFT_FUNCTION = 'generateDraft';
