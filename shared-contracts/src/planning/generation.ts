import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/rules';
import { LessonSchema, type Lesson } from './lesson';

/** What the generation function can draft; experiences and rubrics will join this list. */
export const GENERATION_TASKS = ['unitPlan', 'lesson'] as const;
export type GenerationTask = (typeof GENERATION_TASKS)[number];

export const GenerateDraftRequestSchema = z.object({
  task: z.enum(GENERATION_TASKS),
  unitId: z.string().trim().min(1),
  /** The language of the draft; the interface language unless the teacher picks another. */
  language: z.enum(SUPPORTED_LOCALES),
  /** For `lesson`: the lesson to improve (its position in the plan), or null for a new one. */
  lessonIndex: z.int().min(0).nullable().default(null),
  /**
   * For `lesson`: the teacher's current (possibly unsaved) version of the lesson to improve;
   * null writes a new lesson at `lessonIndex` (or after the last one when that is null too).
   */
  lesson: LessonSchema.nullable().default(null),
  /** For `unitPlan`: how many lessons to draft. */
  lessonCount: z.int().min(1).max(30).default(8),
  /** Extra guidance typed by the teacher. */
  instructions: z.string().trim().max(2000).default(''),
});
export type GenerateDraftRequest = z.infer<typeof GenerateDraftRequestSchema>;

/** Where the draft came from: the UI labels an offline draft as such, not as AI. */
export const DRAFT_PROVIDERS = ['offline', 'gemini', 'openai'] as const;
export type DraftProviderId = (typeof DRAFT_PROVIDERS)[number];

export interface DraftTokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** What `generateDraft` returns once the whole draft is validated and charged. */
export interface GenerateDraftResponse {
  lessons: Lesson[];
  usage: DraftTokenUsage;
  provider: DraftProviderId;
  model: string;
}

/** A streamed chunk: one complete, validated lesson of the draft, in order. */
export interface GenerateDraftChunk {
  index: number;
  lesson: Lesson;
}

/**
 * Why a generation failed, carried in the callable error's `details.code` for the web app to
 * translate. Team codes (notMember, teamNotFound, tokenLimitReached) come from the teams rules.
 * Nothing is charged for any of these.
 */
export const GENERATION_ERROR_CODES = [
  'unitNotFound',
  'providerTimeout',
  'providerUnavailable',
  'providerMalformed',
  'providerRefused',
  'providerMisconfigured',
] as const;
export type GenerationErrorCode = (typeof GENERATION_ERROR_CODES)[number];

export const isGenerationErrorCode = (value: unknown): value is GenerationErrorCode =>
  typeof value === 'string' && (GENERATION_ERROR_CODES as readonly string[]).includes(value);

/** The callable function's name, shared by the functions and the web app. */
export const GENERATE_DRAFT_FUNCTION = 'generateDraft';
