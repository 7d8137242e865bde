// How long a model's reply may be. HTTP providers send this as their output cap, and reserve
// it (with the prompt) against the team's allowance before calling, so a call the team cannot
// afford is refused up front instead of charged afterwards.
import type { DraftInput } from './draft-provider';
import { buildDraftPrompt } from './prompt';
import { promptTokenCount } from './usage';

/**
 * The cap when AI_MAX_OUTPUT_TOKENS is not set: the output limit of the default OpenAI model
 * (Gemini 2.5 Flash allows more). Models with a lower limit need the setting, else they
 * answer a long plan with HTTP 400.
 */
export const DEFAULT_MAX_OUTPUT_TOKENS = 32_768;

/**
 * Offline lessons measure 330 to 470 tokens in English, Thai and Chinese and about 1,500 in
 * Lao (o200k); model-written lessons run longer, so this leaves room for well over that.
 */
export const OUTPUT_TOKENS_PER_LESSON = 2_500;
/** The JSON around the lessons, and the thoughts of thinking models, which count as output. */
export const OUTPUT_TOKENS_OVERHEAD = 4_000;

/** The output cap for this task: room for every lesson asked for, within `ceiling`. */
export function maxOutputTokens(
  input: Pick<DraftInput, 'task' | 'lessonCount'>,
  ceiling: number = DEFAULT_MAX_OUTPUT_TOKENS,
): number {
  const lessons = input.task === 'unitPlan' ? input.lessonCount : 1;
  return Math.min(ceiling, OUTPUT_TOKENS_OVERHEAD + OUTPUT_TOKENS_PER_LESSON * lessons);
}

/**
 * The most an HTTP provider's call should cost: the prompt (counted locally, so an estimate
 * for models with another tokenizer) plus the whole output cap.
 */
export function reserveForReply(input: DraftInput, ceiling?: number): number {
  return promptTokenCount(buildDraftPrompt(input)) + maxOutputTokens(input, ceiling);
}
