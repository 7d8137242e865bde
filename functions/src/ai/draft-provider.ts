// The one interface every draft generator implements (offline, Gemini, OpenAI-compatible), so
// the callable charges tokens and validates drafts the same way whichever provider is configured.
// A provider knows nothing of tasks: it runs a DraftJob (draft-job.ts), which says what to ask
// and how to read the reply.
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { DraftJob } from './draft-job';

export const PROVIDER_IDS = ['offline', 'gemini', 'openai'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** A standard with the text a model needs; drafts may reference only the refs they are given. */
export type DraftStandard = StandardRef &
  Pick<Standard, 'code' | 'description' | 'strand'> & {
    /** Already taught (coverage): by the unit's saved lessons. Unknown when absent. */
    taught?: boolean;
  };

export interface DraftUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** The validated draft (the job's output) with what it cost and who wrote it. */
export type DraftResult<Output extends object> = Output & {
  usage: DraftUsage;
  provider: ProviderId;
  model: string;
  /**
   * The standards the model cited that are not among those it was given (the team's, see
   * grounding.ts): left out of the draft, counted so the teacher is told.
   */
  droppedStandards: number;
};

export interface DraftOptions<Part> {
  signal?: AbortSignal;
  /** Called once per part (lesson, step…), in order, as soon as it is complete in the stream. */
  onPart?: (part: Part, index: number) => void;
}

export interface DraftProvider {
  readonly id: ProviderId;
  readonly model: string;
  /**
   * The tokens to set aside before `generate(job)`: the team's remaining allowance must cover
   * them. Exact for the offline provider; the prompt plus the output cap for HTTP providers
   * (whose reported usage may differ a little, their tokenizers being their own).
   */
  reserveTokens(job: DraftJob<object, unknown>): Promise<number>;
  generate<Output extends object, Part>(
    job: DraftJob<Output, Part>,
    options?: DraftOptions<Part>,
  ): Promise<DraftResult<Output>>;
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

  /** What the failed call used, when the provider reported it (a reply refused midway). */
  readonly usage?: DraftUsage;

  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    options?: { cause?: unknown; usage?: DraftUsage },
  ) {
    super(message, options);
    if (options?.usage) this.usage = options.usage;
  }
}

export const isProviderError = (error: unknown): error is ProviderError =>
  error instanceof ProviderError;
