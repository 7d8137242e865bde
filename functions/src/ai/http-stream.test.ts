/** @jest-environment node */
import { serverSentEvents, statusError } from './http-stream';

/** A body delivered in the given pieces, as a socket might split it. */
function body(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function events(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const all: string[] = [];
  for await (const data of serverSentEvents(stream)) all.push(data);
  return all;
}

describe('serverSentEvents', () => {
  it('yields the data of each event, across pieces and line endings', async () => {
    expect(
      await events(
        body(
          'data: {"a":',
          '1}\n\ndata:{"b":2}\r\n\r',
          '\n: comment\n\nevent: x\ndata: [DONE]\n\n',
        ),
      ),
    ).toEqual(['{"a":1}', '{"b":2}', '[DONE]']);
  });

  it('joins multi-line data and flushes an event left open at the end', async () => {
    expect(await events(body('data: one\ndata: two\n\ndata: last'))).toEqual(['one\ntwo', 'last']);
  });

  it('decodes characters split between pieces', async () => {
    const bytes = new TextEncoder().encode('data: ສະບາຍດີ 你好\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 9));
        controller.enqueue(bytes.slice(9));
        controller.close();
      },
    });
    expect(await events(stream)).toEqual(['ສະບາຍດີ 你好']);
  });
});

describe('statusError', () => {
  it('maps statuses to codes and keeps the detail for logs', () => {
    expect(statusError(401, 'bad key', 'X')).toMatchObject({
      code: 'misconfigured',
      message: 'X answered HTTP 401: bad key',
    });
    expect(statusError(408, '', 'X').code).toBe('timeout');
    expect(statusError(429, '', 'X').code).toBe('unavailable');
    expect(statusError(503, '', 'X').code).toBe('unavailable');
  });
});
