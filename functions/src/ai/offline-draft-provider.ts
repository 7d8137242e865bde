// The local default: a deterministic draft built by the job itself from the input (no network,
// no randomness, no clock): the same input always gives the same draft. It is not an AI model,
// and its provider id ('offline') and model name say so to the web app.
import type { DraftJob } from './draft-job';
import { ProviderError, type DraftProvider, type DraftUsage } from './draft-provider';
import { completeUsage } from './usage';

export const OFFLINE_MODEL = 'offline-draft-1';

export function createOfflineDraftProvider(): DraftProvider {
  return {
    id: 'offline',
    model: OFFLINE_MODEL,
    // Deterministic, so the reservation is exactly what generate will charge.
    reserveTokens: async (job) => offlineUsage(job, job.offlineDraft()).totalTokens,
    async generate(job, options = {}) {
      if (options.signal?.aborted) throw new ProviderError('timeout', 'Offline draft cancelled');
      const output = job.offlineDraft();
      job.parts(output).forEach((part, index) => options.onPart?.(part, index));
      return {
        ...output,
        usage: offlineUsage(job, output),
        provider: 'offline',
        model: OFFLINE_MODEL,
      };
    },
  };
}

/**
 * Counted as if the prompt had been sent and the draft received as JSON, so allowances behave
 * the same whichever provider a school configures.
 */
function offlineUsage(job: DraftJob<object, unknown>, output: object): DraftUsage {
  return completeUsage(null, job.prompt, JSON.stringify(output));
}
