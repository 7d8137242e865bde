// The one interface every draft generator implements (offline, Gemini, OpenAI-compatible), so
// the callable charges tokens and validates drafts the same way whichever provider is configured.
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { GenerationTask, Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';

export const PROVIDER_IDS = ['offline', 'gemini', 'openai'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** The unit fields a draft is built from; ids, owners and dates never reach a model. */
export type DraftUnit = Pick<
  Unit,
  | 'title'
  | 'subject'
  | 'grade'
  | 'weeks'
  | 'bigIdeas'
  | 'essentialQuestions'
  | 'summativeAssessment'
>;

/** A unit standard with the text a model needs; lessons may reference only these refs. */
export type DraftStandard = StandardRef & Pick<Standard, 'code' | 'description' | 'strand'>;

export interface DraftInput {
  task: GenerationTask;
  language: Locale;
  unit: DraftUnit;
  standards: DraftStandard[];
  /** `unitPlan`: how many lessons to draft. `lesson`: how many lessons the plan has (or will). */
  lessonCount: number;
  /** `lesson`: the lesson to improve, or undefined to write a new one at `lessonIndex`. */
  lesson?: Lesson;
  /** `lesson`: the lesson's 0-based position in the plan. Ignored for `unitPlan`. */
  lessonIndex: number;
  /** What the teacher typed; guidance on content, never on the reply's format. */
  instructions: string;
}

export interface DraftUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface DraftResult {
  /** Validated against LessonSchema; exactly one for the `lesson` task. */
  lessons: Lesson[];
  usage: DraftUsage;
  provider: ProviderId;
  model: string;
}

export interface DraftOptions {
  signal?: AbortSignal;
  /** Called once per lesson, in order, as soon as the lesson is complete in the stream. */
  onLesson?: (lesson: Lesson, index: number) => void;
}

export interface DraftProvider {
  readonly id: ProviderId;
  readonly model: string;
  /**
   * The tokens to set aside before `generate(input)`: the team's remaining allowance must
   * cover them. Exact for the offline provider; the prompt plus the output cap for HTTP
   * providers (whose reported usage may differ a little, their tokenizers being their own).
   */
  reserveTokens(input: DraftInput): Promise<number>;
  generate(input: DraftInput, options?: DraftOptions): Promise<DraftResult>;
}

export const PROVIDER_ERROR_CODES = [
  'timeout',
  'unavailable',
  'malformed',
  'refused',
  'misconfigured',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/**
 * A provider failure. The code is what the web app translates for the teacher; the message is
 * English detail for logs (never shown, and never holding an API key).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isProviderError = (error: unknown): error is ProviderError =>
  error instanceof ProviderError;
