/** @jest-environment node */
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import { countTokens } from './count-tokens';
import { GEMINI_SAFETY_SETTINGS } from './gemini-provider';
import type { DraftProvider } from './draft-provider';
import { buildDraftPrompt } from './prompt';
import { createDraftProvider } from './provider-config';
import { startFakeGemini, type FakeServer } from './testing/fake-servers';
import { lessonDraftJob } from './lesson-job';
import { draftInput, lessonJob, sampleLesson, splitInto } from './testing/fixtures';

const reply = JSON.stringify({ lessons: [sampleLesson('One'), sampleLesson('Two')] });
const usage = { promptTokens: 321, completionTokens: 123, totalTokens: 444 };

// The first draft loads Genkit and its plugin, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeGemini();
});
afterEach(() => server.close());

function gemini(env: Record<string, string> = {}): DraftProvider {
  return createDraftProvider({
    AI_PROVIDER: 'gemini',
    AI_MODEL: 'gemini-test',
    AI_BASE_URL: `${server.baseUrl}/`,
    GEMINI_API_KEY: 'gemini-key',
    // Room for loading Genkit's plugin on a busy machine; the timeout test sets its own.
    AI_TIMEOUT_MS: '20000',
    ...env,
  });
}

describe('Gemini provider', () => {
  it('streams a draft and takes usage from the last event', async () => {
    server.reply({ chunks: splitInto(reply, 7), usage });
    const result = await gemini().generate(lessonJob());
    expect(result.lessons.map((lesson) => lesson.title)).toEqual(['One', 'Two']);
    expect(result.usage).toEqual(usage);
    expect(result).toMatchObject({ provider: 'gemini', model: 'gemini-test' });
  });

  it('speaks the streamGenerateContent protocol', async () => {
    server.reply({ chunks: [reply], usage });
    const input = draftInput({ language: 'th' });
    await gemini().generate(lessonDraftJob(input));
    const [request] = server.requests;
    const prompt = buildDraftPrompt(input);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1beta/models/gemini-test:streamGenerateContent?alt=sse');
    expect(request?.headers['x-goog-api-key']).toBe('gemini-key');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toEqual({
      systemInstruction: { role: 'user', parts: [{ text: prompt.system }] },
      contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
      // Four lessons: 4,000 tokens of overhead and 2,500 a lesson.
      generationConfig: {
        responseMimeType: 'application/json',
        temperature: 0.4,
        maxOutputTokens: 14_000,
      },
      // The safety filters are on, whatever the model's own default.
      safetySettings: GEMINI_SAFETY_SETTINGS,
    });
  });

  it('caps the output per task, within AI_MAX_OUTPUT_TOKENS', async () => {
    server.reply({ chunks: [JSON.stringify({ lessons: [sampleLesson('One')] })], usage });
    await gemini().generate(lessonJob({ task: 'lesson', lesson: sampleLesson('Old') }));
    await gemini({ AI_MAX_OUTPUT_TOKENS: '5000' }).generate(lessonJob({ lessonCount: 1 }));
    server.reply({ chunks: [reply], usage });
    await gemini({ AI_MAX_OUTPUT_TOKENS: '9000' }).generate(lessonJob({ lessonCount: 30 }));
    const caps = server.requests.map(
      (request) =>
        (request.body as { generationConfig: { maxOutputTokens: number } }).generationConfig
          .maxOutputTokens,
    );
    expect(caps).toEqual([6_500, 5_000, 9_000]);
  });

  it('reserves the prompt and the whole output cap', async () => {
    const input = draftInput({ language: 'lo' });
    const prompt = buildDraftPrompt(input);
    await expect(gemini().reserveTokens(lessonDraftJob(input))).resolves.toBe(
      countTokens(prompt.system) + countTokens(prompt.user) + 14_000,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('reports each lesson as soon as it is complete, before the reply ends', async () => {
    server.reply({ chunks: splitInto(reply, 10), usage, chunkDelayMs: 25 });
    const seen: Array<{ index: number; lesson: Lesson; at: number }> = [];
    const result = await gemini().generate(lessonJob(), {
      onPart: (lesson, index) => seen.push({ index, lesson, at: Date.now() }),
    });
    const finished = Date.now();
    expect(seen.map((s) => s.index)).toEqual([0, 1]);
    expect(seen.map((s) => s.lesson)).toEqual(result.lessons);
    // The first lesson is complete about halfway: several chunk delays before the end.
    expect(finished - (seen[0]?.at ?? finished)).toBeGreaterThanOrEqual(75);
  });

  it('counts tokens itself when the reply has no usage', async () => {
    server.reply({ chunks: splitInto(reply, 3), usage: null });
    const input = draftInput();
    const { usage: counted } = await gemini().generate(lessonDraftJob(input));
    const prompt = buildDraftPrompt(input);
    expect(counted.promptTokens).toBe(countTokens(prompt.system) + countTokens(prompt.user));
    expect(counted.completionTokens).toBe(countTokens(reply));
    expect(counted.totalTokens).toBe(counted.promptTokens + counted.completionTokens);
  });

  it.each([
    [401, 'misconfigured'],
    [403, 'misconfigured'],
    [400, 'misconfigured'],
    [429, 'unavailable'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ])('maps HTTP %i to %s', async (status, code) => {
    server.reply({ status });
    await expect(gemini().generate(lessonJob())).rejects.toMatchObject({ code });
  });

  it('maps a blocked prompt and a safety stop to refused', async () => {
    server.reply({ blockReason: 'SAFETY' });
    await expect(gemini().generate(lessonJob())).rejects.toMatchObject({ code: 'refused' });
    server.reply({ chunks: ['{"lessons":['], finishReason: 'SAFETY' });
    await expect(gemini().generate(lessonJob())).rejects.toMatchObject({ code: 'refused' });
  });

  it('maps text that is not a draft, or is cut off, to malformed', async () => {
    server.reply({ chunks: ['Sorry, ', 'here is a plan'] });
    await expect(gemini().generate(lessonJob())).rejects.toMatchObject({ code: 'malformed' });
    server.reply({ chunks: [reply.slice(0, 200)], finishReason: 'MAX_TOKENS' });
    await expect(gemini().generate(lessonJob())).rejects.toMatchObject({ code: 'malformed' });
  });

  it('maps a stream of events that are not JSON to unavailable', async () => {
    server.reply({ rawEvents: ['{not json'] });
    await expect(gemini().generate(lessonJob())).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('times out after AI_TIMEOUT_MS', async () => {
    server.reply({ chunks: [reply], delayMs: 2000 });
    const started = Date.now();
    await expect(gemini({ AI_TIMEOUT_MS: '100' }).generate(lessonJob())).rejects.toMatchObject({
      code: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('maps a cancelled request to timeout', async () => {
    server.reply({ chunks: [reply], delayMs: 2000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      gemini().generate(lessonJob(), { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });

  it('maps an unreachable server to unavailable', async () => {
    const url = server.baseUrl;
    await server.close();
    await expect(gemini({ AI_BASE_URL: url }).generate(lessonJob())).rejects.toMatchObject({
      code: 'unavailable',
    });
    server = await startFakeGemini(); // for afterEach
  });
});
