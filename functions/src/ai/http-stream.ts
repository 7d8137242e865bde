// POSTs a JSON request and reads the Server-Sent Events reply, mapping every transport failure
// to a ProviderError code. Shared by the Gemini and OpenAI-compatible providers.
import { ProviderError } from './draft-provider';

export type FetchLike = typeof fetch;

/** What an HTTP provider is configured with (see provider-config). */
export interface HttpProviderSettings {
  model: string;
  baseUrl: string;
  /** Omitted for endpoints that need none, such as a school's own Ollama. */
  apiKey?: string;
  timeoutMs: number;
  /** The most output tokens a reply may have (see output-budget); a default when omitted. */
  maxOutputTokens?: number;
  /** Tests and callers may pass their own; the global fetch otherwise. */
  fetch?: FetchLike;
}

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export interface StreamRequest {
  /** For messages: "Gemini", "OpenAI-compatible endpoint". */
  label: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch: FetchLike;
}

/** Returned by an event handler to stop reading (e.g. OpenAI's `[DONE]`). */
export const STOP = Symbol('stop');

/** Calls `onData` with the data of each event until the stream ends or the handler says STOP. */
export async function streamEvents(
  request: StreamRequest,
  onData: (data: string) => typeof STOP | void,
): Promise<void> {
  // One deadline for the whole reply, not just the headers: a stalled stream times out too.
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  const failure = (error: unknown) => transportError(error, request, deadline, signal);

  let response: Response;
  try {
    response = await request.fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...request.headers,
      },
      body: JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    throw failure(error);
  }
  if (!response.ok) throw statusError(response.status, await detailOf(response), request.label);
  if (!response.body) throw new ProviderError('malformed', `${request.label} sent an empty reply`);

  try {
    for await (const data of serverSentEvents(response.body)) {
      if (onData(data) === STOP) break;
    }
  } catch (error) {
    throw failure(error);
  }
}

/** HTTP status → code. Gemini answers 400 for a bad API key and 404 for an unknown model. */
export function statusError(status: number, detail: string, label: string): ProviderError {
  const message = `${label} answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
  if ([400, 401, 403, 404].includes(status)) return new ProviderError('misconfigured', message);
  if (status === 408 || status === 504) return new ProviderError('timeout', message);
  return new ProviderError('unavailable', message);
}

function transportError(
  error: unknown,
  request: StreamRequest,
  deadline: AbortSignal,
  signal: AbortSignal,
): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted) {
    const why = deadline.aborted
      ? `no complete reply within ${request.timeoutMs} ms`
      : 'the request was cancelled';
    return new ProviderError('timeout', `${request.label}: ${why}`, { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ProviderError('unavailable', `${request.label} could not be reached: ${reason}`, {
    cause: error,
  });
}

/** The start of an error body, for logs; providers explain there what was wrong. */
async function detailOf(response: Response): Promise<string> {
  try {
    return (await response.text()).replace(/\s+/g, ' ').trim().slice(0, 300);
  } catch {
    return '';
  }
}

/** The `data` of each event of a text/event-stream body (fields other than data are unused). */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<string, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be an unfinished line, unless the stream has ended.
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      if (done) break;
    }
    if (data.length > 0) yield data.join('\n');
  } finally {
    // Stopping early ([DONE], a refusal) must release the connection.
    reader.cancel().catch(() => undefined);
  }
}
