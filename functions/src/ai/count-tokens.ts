// Token counts for the offline provider and for HTTP providers that report no usage.
// o200k_base is the encoding of current OpenAI models; for Gemini it is an estimate, but a real
// tokenizer estimates Thai, Lao and Chinese far better than a characters-per-token rule.
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';

let encoder: Tiktoken | undefined;

export function countTokens(text: string): number {
  // Built on first use: decoding the rank table takes a moment we only pay when counting.
  encoder ??= new Tiktoken(o200kBase);
  // No special tokens: a teacher typing "<|endoftext|>" is ordinary text, not an error.
  return encoder.encode(text, [], []).length;
}
