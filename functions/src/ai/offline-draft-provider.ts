// The local default: a deterministic draft built by the job itself from the input (no network,
// no randomness, no clock): the same input always gives the same draft. It is not an AI model,
// and its provider id ('offline') and model name say so to the web app. It is still a Genkit
// model, so offline drafts (and every test built on them) take the path real models take:
// streamed text, the reply schema, usage, the job's parse.
import { genkit, z, type Genkit } from 'genkit';
import type { DraftJob } from './draft-job';
import type { DraftProvider } from './draft-provider';
import { createGenkitProvider } from './genkit-draft-provider';
import { DEFAULT_TIMEOUT_MS } from './http-provider-settings';
import { countTokens } from './count-tokens';
import { completeUsage } from './usage';

export const OFFLINE_MODEL = 'offline-draft-1';
export const OFFLINE_MODEL_NAME = `offline/${OFFLINE_MODEL}`;

/** How much of the reply each streamed chunk carries, as a model's stream would. */
export const OFFLINE_CHUNK_CHARS = 240;

/**
 * The offline model's config (Genkit's zod): the draft to send, which the job builds from its
 * input (DraftJob.offlineDraft). The model streams it and counts its tokens.
 */
const OfflineConfigSchema = z.object({ draft: z.string() });

/** Registers the offline draft generator as a Genkit model of `ai`. */
export function defineOfflineModel(ai: Genkit) {
  return ai.defineModel(
    {
      apiVersion: 'v2',
      name: OFFLINE_MODEL_NAME,
      label: 'Offline draft generator (not an AI model)',
      configSchema: OfflineConfigSchema,
      supports: { multiturn: false, systemRole: true, tools: false, output: ['json', 'text'] },
    },
    async (request, { sendChunk, streamingRequested, abortSignal }) => {
      const text = request.config?.draft ?? '';
      if (streamingRequested) {
        for (let start = 0; start < text.length; start += OFFLINE_CHUNK_CHARS) {
          if (abortSignal.aborted) break;
          sendChunk({ content: [{ text: text.slice(start, start + OFFLINE_CHUNK_CHARS) }] });
        }
      }
      const inputTokens = request.messages.reduce(
        (sum, message) =>
          sum +
          message.content.reduce((n, part) => n + (part.text ? countTokens(part.text) : 0), 0),
        0,
      );
      const outputTokens = countTokens(text);
      return {
        message: { role: 'model', content: [{ text }] },
        finishReason: 'stop',
        usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
      };
    },
  );
}

let offlineAi: Genkit | undefined;

/** The Genkit instance holding the offline model, made on first use. */
export function offlineGenkit(): Genkit {
  if (!offlineAi) {
    offlineAi = genkit({});
    defineOfflineModel(offlineAi);
  }
  return offlineAi;
}

export function createOfflineDraftProvider(timeoutMs = DEFAULT_TIMEOUT_MS): DraftProvider {
  return createGenkitProvider({
    ai: offlineGenkit(),
    id: 'offline',
    model: OFFLINE_MODEL,
    modelRef: OFFLINE_MODEL_NAME,
    timeoutMs,
    // Deterministic, so the reservation is exactly what generate will charge.
    reserveTokens: async (job) => offlineReplyUsage(job).totalTokens,
    configFor: (job) => ({ draft: offlineReply(job) }),
  });
}

/** The offline draft serialised exactly as a model would send it. */
function offlineReply(job: DraftJob<object, unknown>): string {
  const draft = job.offlineDraft();
  return JSON.stringify(job.toReply ? job.toReply(draft) : draft);
}

/**
 * Counted as if the prompt had been sent and the draft received as JSON, so allowances behave
 * the same whichever provider a school configures.
 */
function offlineReplyUsage(job: DraftJob<object, unknown>) {
  return completeUsage(null, job.prompt, offlineReply(job));
}
