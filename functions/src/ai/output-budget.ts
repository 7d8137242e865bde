// How long a model's reply may be. HTTP providers send this as their output cap, and reserve
// it (with the prompt) against the team's allowance before calling, so a call the team cannot
// afford is refused up front instead of charged afterwards.
import type { DraftJob } from './draft-job';
import { promptTokenCount } from './usage';

/**
 * The cap when AI_MAX_OUTPUT_TOKENS is not set: the output limit of the default OpenAI model
 * (Gemini 2.5 Flash allows more). Models with a lower limit need the setting, else they
 * answer a long plan with HTTP 400.
 */
export const DEFAULT_MAX_OUTPUT_TOKENS = 32_768;

/** The JSON around the parts, and the thoughts of thinking models, which count as output. */
export const OUTPUT_TOKENS_OVERHEAD = 4_000;

/** The output cap for this job: the room it asks for, within `ceiling`. */
export function maxOutputTokens(
  job: Pick<DraftJob<object, unknown>, 'outputTokens'>,
  ceiling: number = DEFAULT_MAX_OUTPUT_TOKENS,
): number {
  return Math.min(ceiling, job.outputTokens);
}

/**
 * The most an HTTP provider's call should cost: the prompt (counted locally, so an estimate
 * for models with another tokenizer) plus the whole output cap.
 */
export function reserveForReply(job: DraftJob<object, unknown>, ceiling?: number): number {
  return promptTokenCount(job.prompt) + maxOutputTokens(job, ceiling);
}
