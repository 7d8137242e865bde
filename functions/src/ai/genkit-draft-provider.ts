// Every provider is a Genkit model behind the one DraftProvider interface: the offline draft
// generator, Gemini and OpenAI-compatible servers alike go through ai.generateStream with the
// job's reply schema, so streaming, schema validation, usage and refusals are read the same way
// whichever model answers (and tests reach the same path through models of their own).
import {
  GenerationBlockedError,
  GenkitError,
  type Genkit,
  type GenerateResponse,
  type GenerationUsage,
  type ModelArgument,
} from 'genkit';
import { ValidationError } from 'genkit/schema';
import type { DraftJob } from './draft-job';
import {
  ProviderError,
  type DraftOptions,
  type DraftProvider,
  type DraftResult,
  type ProviderErrorCode,
  type ProviderId,
} from './draft-provider';
import { countDroppedCitations } from './grounding';
import { stripFences } from './json-reply';
import { partStream } from './part-stream';
import { replyJsonSchema } from './reply-schema';
import { completeUsage, type ReportedUsage } from './usage';

export interface GenkitProviderSettings {
  ai: Genkit;
  id: ProviderId;
  /** The model's name as the web app and the usage log show it. */
  model: string;
  /** The Genkit model to call (a reference or its registered name). */
  modelRef: ModelArgument;
  timeoutMs: number;
  reserveTokens(job: DraftJob<object, unknown>): Promise<number>;
  /** The model's config for this job (output cap, temperature, safety settings…). */
  configFor(job: DraftJob<object, unknown>): Record<string, unknown>;
  /**
   * False when the model's plugin cannot stream Genkit's JSON output format: the config then
   * asks for JSON itself and the job's parse alone validates the reply.
   */
  jsonOutput?: boolean;
  /** Whether a failure the plugin reports as an error is the provider refusing the prompt. */
  isRefusal?(error: GenkitError): boolean;
}

export function createGenkitProvider(settings: GenkitProviderSettings): DraftProvider {
  const { ai, id, model } = settings;
  return {
    id,
    model,
    reserveTokens: (job) => settings.reserveTokens(job),
    async generate<Output extends object, Part>(
      job: DraftJob<Output, Part>,
      options: DraftOptions<Part> = {},
    ): Promise<DraftResult<Output>> {
      // One deadline for the whole reply, not just its start: a stalled stream times out too.
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
      if (signal.aborted) throw new ProviderError('timeout', `${model}: cancelled before it began`);
      const stream = partStream(job, options.onPart);
      let text = '';
      let response: GenerateResponse;
      try {
        const generation = ai.generateStream({
          model: settings.modelRef,
          system: job.prompt.system,
          prompt: job.prompt.user,
          config: settings.configFor(job),
          ...(settings.jsonOutput === false ? {} : { output: jsonOutput(job) }),
          abortSignal: signal,
        });
        // Until the stream ends, a failure of the call shows up in `response` only.
        generation.response.catch(() => undefined);
        const read = async () => {
          for await (const chunk of generation.stream) {
            if (!chunk.text) continue;
            text += chunk.text;
            stream.update(text);
          }
          return generation.response;
        };
        // A plugin may never settle once its stream has ended badly (the OpenAI client does when
        // a server streams a refusal without the assistant role), and the signal then reaches
        // nothing: the deadline still ends the call.
        response = await Promise.race([read(), rejectOnAbort(signal)]);
      } catch (error) {
        throw providerErrorOf(error, {
          model,
          job,
          text,
          signal,
          deadline,
          ms: settings.timeoutMs,
          isRefusal: settings.isRefusal,
        });
      }
      // The text Genkit validated; what streamed is the same text unless the model sent none.
      const reply = response.text || text;
      const draft = job.parse(reply);
      stream.finish(draft);
      return {
        ...draft,
        usage: completeUsage(reportedUsage(response.usage), job.prompt, reply),
        provider: id,
        model,
        droppedStandards: countDroppedCitations(stripFences(reply), draft),
      };
    },
  };
}

/** A promise that rejects when `signal` aborts (and never settles otherwise). */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/**
 * JSON checked by Genkit against the job's reply schema. The prompt already spells out the
 * shape (models follow an example better than a schema), so the schema is not sent as a
 * constraint, which not every model's schema subset takes.
 */
const jsonOutput = (job: DraftJob<object, unknown>) => ({
  format: 'json',
  jsonSchema: replyJsonSchema(job),
  constrained: false,
  instructions: false,
});

/** Genkit's usage in our terms; thoughts are billed as output, so they count as completion. */
export function reportedUsage(usage: GenerationUsage | undefined): ReportedUsage | null {
  if (!usage) return null;
  const { inputTokens, outputTokens, thoughtsTokens, totalTokens } = usage;
  return {
    promptTokens: inputTokens,
    completionTokens: outputTokens === undefined ? undefined : outputTokens + (thoughtsTokens ?? 0),
    totalTokens,
  };
}

/** Genkit's status → code, when the plugin kept no HTTP status. */
const STATUS_CODES: Partial<Record<string, ProviderErrorCode>> = {
  INVALID_ARGUMENT: 'misconfigured',
  UNAUTHENTICATED: 'misconfigured',
  PERMISSION_DENIED: 'misconfigured',
  NOT_FOUND: 'misconfigured',
  DEADLINE_EXCEEDED: 'timeout',
};

/**
 * HTTP status → code. Gemini answers 400 for a bad API key and 404 for an unknown model; the
 * request must change, so these are configuration faults, not outages.
 */
function codeOfHttpStatus(status: number): ProviderErrorCode {
  if ([400, 401, 403, 404].includes(status)) return 'misconfigured';
  if (status === 408 || status === 504) return 'timeout';
  return 'unavailable';
}

/**
 * The HTTP status a plugin's error came from. Both plugins fold it into the message only
 * ("… [404 Not Found] …" from Google GenAI, "404 …" from the OpenAI client), and map 404
 * and others to UNKNOWN.
 */
function httpStatusOf(error: GenkitError): number | null {
  const match = /\[(\d{3}) |^(\d{3})\b/.exec(error.originalMessage);
  return match ? Number(match[1] ?? match[2]) : null;
}

interface FailureContext {
  model: string;
  job: DraftJob<object, unknown>;
  text: string;
  signal: AbortSignal;
  deadline: AbortSignal;
  ms: number;
  isRefusal?: (error: GenkitError) => boolean;
}

/** A Genkit or transport failure as the ProviderError the callable translates. */
function providerErrorOf(error: unknown, context: FailureContext): ProviderError {
  if (error instanceof ProviderError) return error;
  const { model, signal, deadline } = context;
  const detail = error instanceof Error ? error.message : String(error);
  const refusedPrompt = error instanceof GenkitError && context.isRefusal?.(error);
  if (error instanceof GenerationBlockedError || refusedPrompt) {
    // Refused by the provider's safety settings: what the model did use is still charged.
    const reported = error instanceof GenerationBlockedError ? error.detail.response?.usage : null;
    const usage = completeUsage(
      reportedUsage(reported ?? undefined),
      context.job.prompt,
      context.text,
    );
    return new ProviderError('refused', `${model} blocked the reply: ${detail}`, {
      cause: error,
      usage,
    });
  }
  if (signal.aborted) {
    const why = deadline.aborted ? `no complete reply within ${context.ms} ms` : 'cancelled';
    return new ProviderError('timeout', `${model}: ${why}`, { cause: error });
  }
  // A reply that is not JSON, or not of the schema, fails Genkit's validation.
  if (error instanceof ValidationError) {
    return new ProviderError('malformed', `${model} sent an invalid draft: ${detail}`, {
      cause: error,
    });
  }
  if (error instanceof GenkitError) {
    const status = httpStatusOf(error);
    const code =
      status === null ? (STATUS_CODES[error.status] ?? 'unavailable') : codeOfHttpStatus(status);
    return new ProviderError(code, `${model} failed (${error.status}): ${detail}`, {
      cause: error,
    });
  }
  // By name: the SDKs' JSON.parse may throw another realm's SyntaxError.
  if (error instanceof Error && error.name === 'SyntaxError') {
    return new ProviderError('malformed', `${model} sent text that is not JSON: ${detail}`, {
      cause: error,
    });
  }
  return new ProviderError('unavailable', `${model} could not be reached: ${detail}`, {
    cause: error,
  });
}
