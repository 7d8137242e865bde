// Any endpoint speaking the OpenAI Chat Completions protocol: OpenAI itself, or a school's own
// Ollama (/v1) or vLLM server, which may need no key at all.
import {
  ProviderError,
  type DraftOptions,
  type DraftProvider,
  type DraftResult,
} from './draft-provider';
import type { DraftJob } from './draft-job';
import {
  STOP,
  statusError,
  streamEvents,
  trimSlash,
  type HttpProviderSettings,
} from './http-stream';
import { partStream } from './part-stream';
import { maxOutputTokens, reserveForReply } from './output-budget';
import { completeUsage, type ReportedUsage } from './usage';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4.1-mini';

/** The parts of a chat.completion.chunk we read. */
interface ChatChunk {
  choices?: Array<{
    delta?: { content?: string | null; refusal?: string | null };
    finish_reason?: string | null;
  }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null;
  error?: { code?: number | string; message?: string };
}

export function createOpenAiCompatibleProvider(settings: HttpProviderSettings): DraftProvider {
  const { model } = settings;
  const label = 'OpenAI-compatible endpoint';
  return {
    id: 'openai',
    model,
    reserveTokens: async (job) => reserveForReply(job, settings.maxOutputTokens),
    async generate<Output extends object, Part>(
      job: DraftJob<Output, Part>,
      options: DraftOptions<Part> = {},
    ): Promise<DraftResult<Output>> {
      const { prompt } = job;
      const stream = partStream(job, options.onPart);
      let text = '';
      let usage: ReportedUsage | null = null;

      await streamEvents(
        {
          label,
          url: `${trimSlash(settings.baseUrl)}/chat/completions`,
          headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
          body: {
            model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            stream: true,
            stream_options: { include_usage: true },
            response_format: { type: 'json_object' },
            temperature: 0.4,
            // Ollama and vLLM read max_tokens, as do OpenAI's chat models; OpenAI's reasoning
            // models (o-series, GPT-5) want max_completion_tokens and refuse this one.
            max_tokens: maxOutputTokens(job, settings.maxOutputTokens),
          },
          timeoutMs: settings.timeoutMs,
          signal: options.signal,
          fetch: settings.fetch ?? fetch,
        },
        (data) => {
          if (data.trim() === '[DONE]') return STOP;
          const chunk = parseChunk(data, label);
          checkChunk(chunk, label);
          // With include_usage the last chunk has no choices, only the usage of the whole reply.
          if (chunk.usage) usage = reportedUsage(chunk.usage);
          const piece = chunk.choices?.[0]?.delta?.content;
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
        usage: completeUsage(usage, prompt, text),
        provider: 'openai',
        model,
      };
    },
  };
}

function parseChunk(data: string, label: string): ChatChunk {
  try {
    const chunk: unknown = JSON.parse(data);
    if (typeof chunk === 'object' && chunk !== null) return chunk as ChatChunk;
  } catch {
    // reported below
  }
  throw new ProviderError(
    'malformed',
    `${label} sent a chunk that is not JSON: ${data.slice(0, 100)}`,
  );
}

function checkChunk(chunk: ChatChunk, label: string): void {
  // vLLM and proxies report failures after the stream has started as an error chunk.
  if (chunk.error) {
    const status = typeof chunk.error.code === 'number' ? chunk.error.code : 500;
    throw statusError(status, chunk.error.message ?? '', label);
  }
  const choice = chunk.choices?.[0];
  if (choice?.finish_reason === 'content_filter') {
    throw new ProviderError('refused', `${label} filtered the reply`);
  }
  if (choice?.delta?.refusal) {
    throw new ProviderError('refused', `${label} refused: ${choice.delta.refusal.slice(0, 200)}`);
  }
}

function reportedUsage(usage: NonNullable<ChatChunk['usage']>): ReportedUsage {
  return {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    totalTokens: usage.total_tokens,
  };
}
