// Local HTTP servers that speak the streaming protocols of Gemini (streamGenerateContent with
// alt=sse) and OpenAI Chat Completions (stream: true), so provider tests exercise real fetch,
// real sockets and real SSE framing without the network.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface FakeReply {
  /** Reply text, one streamed event per chunk. */
  chunks?: string[];
  /** Reported on the last event (Gemini) or in the final usage chunk (OpenAI); null for none. */
  usage?: FakeUsage | null;
  /** Anything but 200 answers with an error JSON body and no stream. */
  status?: number;
  /** Waits this long before answering, to provoke timeouts. */
  delayMs?: number;
  /** Waits this long between events, so a test can see what arrives before the end. */
  chunkDelayMs?: number;
  /** Gemini: promptFeedback.blockReason, sent as the only event. */
  blockReason?: string;
  /** The last chunk's finish reason: Gemini 'SAFETY', OpenAI 'content_filter', … */
  finishReason?: string;
  /** Event data sent verbatim instead of chunks (e.g. text that is not JSON). */
  rawEvents?: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The reply to every following request. */
  reply(next: FakeReply): void;
  close(): Promise<void>;
}

type EventWriter = (reply: FakeReply, model: string) => string[];

export const startFakeGemini = (): Promise<FakeServer> => startFakeServer(geminiEvents);
export const startFakeOpenAi = (): Promise<FakeServer> => startFakeServer(openAiEvents);

function geminiEvents(reply: FakeReply, model: string): string[] {
  if (reply.rawEvents) return reply.rawEvents;
  if (reply.blockReason) {
    return [JSON.stringify({ promptFeedback: { blockReason: reply.blockReason } })];
  }
  const chunks = reply.chunks ?? [];
  const usage = reply.usage;
  return chunks.map((text, i) => {
    const last = i === chunks.length - 1;
    return JSON.stringify({
      candidates: [
        {
          content: { role: 'model', parts: [{ text }] },
          index: 0,
          ...(last ? { finishReason: reply.finishReason ?? 'STOP' } : {}),
        },
      ],
      // Like Gemini: early events carry partial counts, the last one the totals.
      ...(usage
        ? {
            usageMetadata: last
              ? {
                  promptTokenCount: usage.promptTokens,
                  candidatesTokenCount: usage.completionTokens,
                  totalTokenCount: usage.totalTokens,
                }
              : { promptTokenCount: usage.promptTokens },
          }
        : {}),
      modelVersion: model,
    });
  });
}

function openAiEvents(reply: FakeReply, model: string): string[] {
  if (reply.rawEvents) return reply.rawEvents;
  const chunk = (choices: unknown[], extra: object = {}) =>
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 0,
      model,
      choices,
      ...extra,
    });
  const events = (reply.chunks ?? []).map((content, i) =>
    chunk([
      {
        index: 0,
        delta: i === 0 ? { role: 'assistant', content } : { content },
        finish_reason: null,
      },
    ]),
  );
  events.push(chunk([{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }]));
  if (reply.usage) {
    const { promptTokens, completionTokens, totalTokens } = reply.usage;
    events.push(
      chunk([], {
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: totalTokens,
        },
      }),
    );
  }
  events.push('[DONE]');
  return events;
}

function startFakeServer(eventsFor: EventWriter): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let next: FakeReply = { chunks: ['{"lessons":[]}'] };
  // Every timer is tracked so close() leaves nothing running after a test.
  const schedule = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => (raw += piece));
    req.on('end', () => {
      const body = parseBody(raw);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const reply = next;
      const model = modelOf(req.url ?? '', body);
      schedule(() => respond(res, reply, eventsFor(reply, model), schedule), reply.delayMs ?? 0);
    });
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        requests,
        reply(reply) {
          next = reply;
        },
        close() {
          timers.forEach(clearTimeout);
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

function respond(
  res: ServerResponse,
  reply: FakeReply,
  events: string[],
  schedule: (run: () => void, ms: number) => void,
): void {
  if (res.destroyed) return; // the client gave up (timeout test)
  const status = reply.status ?? 200;
  if (status !== 200) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: status, message: `fake error ${status}` } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const pause = reply.chunkDelayMs ?? 0;
  if (pause === 0) {
    for (const data of events) res.write(`data: ${data}\n\n`);
    res.end();
    return;
  }
  const writeFrom = (i: number) => {
    if (res.destroyed) return;
    const data = events[i];
    if (data === undefined) {
      res.end();
      return;
    }
    res.write(`data: ${data}\n\n`);
    schedule(() => writeFrom(i + 1), pause);
  };
  writeFrom(0);
}

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Gemini names the model in the path, OpenAI in the body. */
function modelOf(path: string, body: unknown): string {
  const fromPath = /\/models\/([^:/]+):/.exec(path)?.[1];
  if (fromPath) return decodeURIComponent(fromPath);
  const fromBody = (body as { model?: unknown } | null)?.model;
  return typeof fromBody === 'string' ? fromBody : 'unknown';
}
