// Token usage as reported by a provider, or counted locally when it reports none, so every
// draft can be charged to the team's allowance.
import { countTokens } from './count-tokens';
import type { DraftUsage } from './draft-provider';
import type { DraftPrompt } from './draft-job';

export interface ReportedUsage {
  promptTokens?: number;
  completionTokens?: number;
  totalTokens?: number;
}

export function completeUsage(
  reported: ReportedUsage | null,
  prompt: DraftPrompt,
  completion: string,
): DraftUsage {
  const promptTokens = countOr(reported?.promptTokens, () => promptTokenCount(prompt));
  const completionTokens = countOr(reported?.completionTokens, () => countTokens(completion));
  const totalTokens = countOr(reported?.totalTokens, () => promptTokens + completionTokens);
  return { promptTokens, completionTokens, totalTokens };
}

export function promptTokenCount(prompt: DraftPrompt): number {
  return countTokens(prompt.system) + countTokens(prompt.user);
}

function countOr(value: number | undefined, fallback: () => number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback();
}
