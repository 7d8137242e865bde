// Google Gemini through its REST API (streamGenerateContent with SSE), with plain fetch so the
// functions bundle carries no SDK.
import {
  ProviderError,
  type DraftOptions,
  type DraftProvider,
  type DraftResult,
} from './draft-provider';
import type { DraftJob } from './draft-job';
import { statusError, streamEvents, trimSlash, type HttpProviderSettings } from './http-stream';
import { partStream } from './part-stream';
import { maxOutputTokens, reserveForReply } from './output-budget';
import { completeUsage, type ReportedUsage } from './usage';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash';

/** Finish reasons meaning Google withheld the reply on policy grounds. */
const REFUSAL_REASONS = new Set([
  'SAFETY',
  'RECITATION',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
]);

/** The parts of a streamed GenerateContentResponse we read. */
interface GeminiEvent {
  candidates?: Array<{
    content?: { parts?: Array<{ text?: string; thought?: boolean }> };
    finishReason?: string;
  }>;
  promptFeedback?: { blockReason?: string };
  usageMetadata?: {
    promptTokenCount?: number;
    candidatesTokenCount?: number;
    thoughtsTokenCount?: number;
    totalTokenCount?: number;
  };
  error?: { code?: number; message?: string };
}

export function createGeminiProvider(settings: HttpProviderSettings): DraftProvider {
  const { model } = settings;
  return {
    id: 'gemini',
    model,
    reserveTokens: async (job) => reserveForReply(job, settings.maxOutputTokens),
    async generate<Output extends object, Part>(
      job: DraftJob<Output, Part>,
      options: DraftOptions<Part> = {},
    ): Promise<DraftResult<Output>> {
      const { prompt } = job;
      const stream = partStream(job, options.onPart);
      let text = '';
      let usage: GeminiEvent['usageMetadata'] | undefined;

      await streamEvents(
        {
          label: 'Gemini',
          url: `${trimSlash(settings.baseUrl)}/v1beta/models/${encodeURIComponent(model)}:streamGenerateContent?alt=sse`,
          headers: settings.apiKey ? { 'x-goog-api-key': settings.apiKey } : {},
          body: {
            systemInstruction: { parts: [{ text: prompt.system }] },
            contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
            generationConfig: {
              responseMimeType: 'application/json',
              temperature: 0.4,
              maxOutputTokens: maxOutputTokens(job, settings.maxOutputTokens),
            },
          },
          timeoutMs: settings.timeoutMs,
          signal: options.signal,
          fetch: settings.fetch ?? fetch,
        },
        (data) => {
          const event = parseEvent(data);
          checkEvent(event);
          // Counts are cumulative; the last event that carries them has the totals.
          if (event.usageMetadata) usage = event.usageMetadata;
          const parts = event.candidates?.[0]?.content?.parts ?? [];
          const piece = parts.map((part) => (part.thought ? '' : (part.text ?? ''))).join('');
          if (piece) {
            text += piece;
            stream.update(text);
          }
        },
      );

      const draft = job.parse(text);
      stream.finish(draft);
      return {
        ...draft,
        usage: completeUsage(reportedUsage(usage), prompt, text),
        provider: 'gemini',
        model,
      };
    },
  };
}

function parseEvent(data: string): GeminiEvent {
  try {
    const event: unknown = JSON.parse(data);
    if (typeof event === 'object' && event !== null) return event as GeminiEvent;
  } catch {
    // reported below
  }
  throw new ProviderError(
    'malformed',
    `Gemini sent an event that is not JSON: ${data.slice(0, 100)}`,
  );
}

function checkEvent(event: GeminiEvent): void {
  if (event.error) {
    throw statusError(event.error.code ?? 500, event.error.message ?? '', 'Gemini');
  }
  const blockReason = event.promptFeedback?.blockReason;
  if (blockReason) throw new ProviderError('refused', `Gemini blocked the prompt: ${blockReason}`);
  const finishReason = event.candidates?.[0]?.finishReason;
  if (finishReason && REFUSAL_REASONS.has(finishReason)) {
    throw new ProviderError('refused', `Gemini stopped the reply: ${finishReason}`);
  }
}

function reportedUsage(usage: GeminiEvent['usageMetadata']): ReportedUsage | null {
  if (!usage) return null;
  const { promptTokenCount, candidatesTokenCount, thoughtsTokenCount, totalTokenCount } = usage;
  return {
    promptTokens: promptTokenCount,
    // Thinking models bill their thoughts as output, so they count against the allowance too.
    completionTokens:
      candidatesTokenCount === undefined
        ? undefined
        : candidatesTokenCount + (thoughtsTokenCount ?? 0),
    totalTokens: totalTokenCount,
  };
}
