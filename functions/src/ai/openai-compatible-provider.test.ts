/** @jest-environment node */
import { countTokens } from './count-tokens';
import type { DraftProvider } from './draft-provider';
import { buildDraftPrompt } from './prompt';
import { createDraftProvider } from './provider-config';
import { startFakeOpenAi, type FakeServer } from './testing/fake-servers';
import { lessonDraftJob } from './lesson-job';
import { draftInput, lessonJob, sampleLesson, splitInto } from './testing/fixtures';

const reply = JSON.stringify({ lessons: [sampleLesson('One'), sampleLesson('Two')] });
const usage = { promptTokens: 500, completionTokens: 250, totalTokens: 750 };

// The first draft loads Genkit and its plugin, which takes seconds on a busy machine.
jest.setTimeout(30_000);

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeOpenAi();
});
afterEach(() => server.close());

function openAi(env: Record<string, string | undefined> = {}): DraftProvider {
  return createDraftProvider({
    AI_PROVIDER: 'openai',
    AI_MODEL: 'gpt-test',
    AI_BASE_URL: `${server.baseUrl}/v1`,
    OPENAI_API_KEY: 'openai-key',
    // Room for loading Genkit's plugin on a busy machine; the timeout test sets its own.
    AI_TIMEOUT_MS: '20000',
    ...env,
  });
}

describe('OpenAI-compatible provider', () => {
  it('streams a draft and takes usage from the final chunk', async () => {
    server.reply({ chunks: splitInto(reply, 6), usage });
    const result = await openAi().generate(lessonJob());
    expect(result.lessons.map((lesson) => lesson.title)).toEqual(['One', 'Two']);
    expect(result.usage).toEqual(usage);
    expect(result).toMatchObject({ provider: 'openai', model: 'gpt-test' });
  });

  it('speaks the chat-completions protocol with streaming and JSON mode', async () => {
    server.reply({ chunks: [reply], usage });
    const input = draftInput({ language: 'zh' });
    await openAi().generate(lessonDraftJob(input));
    const [request] = server.requests;
    const prompt = buildDraftPrompt(input);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer openai-key');
    expect(request?.body).toEqual({
      model: 'gpt-test',
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: 'json_object' },
      temperature: 0.4,
      max_tokens: 14_000, // four lessons: 4,000 tokens of overhead and 2,500 a lesson
    });
  });

  it('caps the output per task, within AI_MAX_OUTPUT_TOKENS', async () => {
    server.reply({ chunks: [JSON.stringify({ lessons: [sampleLesson('One')] })], usage });
    await openAi().generate(lessonJob({ task: 'lesson', lessonIndex: 3 }));
    server.reply({ chunks: [reply], usage });
    await openAi({ AI_MAX_OUTPUT_TOKENS: '16384' }).generate(lessonJob({ lessonCount: 20 }));
    const caps = server.requests.map(
      (request) => (request.body as { max_tokens: number }).max_tokens,
    );
    expect(caps).toEqual([6_500, 16_384]);
  });

  it('reserves the prompt and the whole output cap', async () => {
    const input = draftInput({ lessonCount: 2 });
    const prompt = buildDraftPrompt(input);
    await expect(openAi().reserveTokens(lessonDraftJob(input))).resolves.toBe(
      countTokens(prompt.system) + countTokens(prompt.user) + 9_000,
    );
  });

  it('sends no Authorization header without a key (a school’s own Ollama)', async () => {
    server.reply({ chunks: [reply], usage });
    await openAi({ OPENAI_API_KEY: undefined }).generate(lessonJob());
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('reports lessons while the reply streams in', async () => {
    server.reply({ chunks: splitInto(reply, 10), usage, chunkDelayMs: 25 });
    const seen: Array<{ index: number; at: number }> = [];
    await openAi().generate(lessonJob(), {
      onPart: (_, index) => seen.push({ index, at: Date.now() }),
    });
    const finished = Date.now();
    expect(seen.map((s) => s.index)).toEqual([0, 1]);
    expect(finished - (seen[0]?.at ?? finished)).toBeGreaterThanOrEqual(75);
  });

  it('reports the one lesson of a lesson task', async () => {
    const one = JSON.stringify({ lessons: [sampleLesson('Improved')] });
    server.reply({ chunks: splitInto(one, 4), usage });
    const titles: string[] = [];
    const { lessons } = await openAi().generate(
      lessonJob({ task: 'lesson', lesson: sampleLesson('Old') }),
      { onPart: (lesson) => titles.push(lesson.title) },
    );
    expect(titles).toEqual(['Improved']);
    expect(lessons).toHaveLength(1);
  });

  it('drops standards the unit does not have', async () => {
    const foreign = sampleLesson('One', {
      standards: [
        { frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' },
        { frameworkId: 'other', standardId: 'x' },
      ],
    });
    server.reply({ chunks: [JSON.stringify({ lessons: [foreign] })], usage });
    const { lessons } = await openAi().generate(lessonJob());
    expect(lessons[0]?.standards).toEqual([{ frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' }]);
  });

  it('counts tokens itself when the server reports no usage', async () => {
    server.reply({ chunks: splitInto(reply, 3), usage: null });
    const input = draftInput();
    const { usage: counted } = await openAi().generate(lessonDraftJob(input));
    const prompt = buildDraftPrompt(input);
    expect(counted).toEqual({
      promptTokens: countTokens(prompt.system) + countTokens(prompt.user),
      completionTokens: countTokens(reply),
      totalTokens: countTokens(prompt.system) + countTokens(prompt.user) + countTokens(reply),
    });
  });

  it.each([
    [401, 'misconfigured'],
    [403, 'misconfigured'],
    [404, 'misconfigured'],
    [429, 'unavailable'],
    [500, 'unavailable'],
    [502, 'unavailable'],
  ])('maps HTTP %i to %s', async (status, code) => {
    server.reply({ status });
    await expect(openAi().generate(lessonJob())).rejects.toMatchObject({ code });
  });

  it('maps a content filter stop to refused', async () => {
    server.reply({ chunks: ['{"lessons":'], finishReason: 'content_filter' });
    await expect(openAi().generate(lessonJob())).rejects.toMatchObject({ code: 'refused' });
  });

  it('maps an error chunk mid-stream by its code', async () => {
    server.reply({ rawEvents: [JSON.stringify({ error: { code: 503, message: 'overloaded' } })] });
    await expect(openAi().generate(lessonJob())).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('maps text that is not a draft to malformed', async () => {
    server.reply({ chunks: ['{"lessons": "soon"}'] });
    await expect(openAi().generate(lessonJob())).rejects.toMatchObject({ code: 'malformed' });
  });

  it('maps a stream of events that are not JSON (a proxy’s HTML page) to unavailable', async () => {
    server.reply({ rawEvents: ['<html>', '[DONE]'] });
    await expect(openAi().generate(lessonJob())).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('stops reading at [DONE]', async () => {
    const chunk = (content: string) =>
      JSON.stringify({
        choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
    server.reply({ rawEvents: [chunk(reply), '[DONE]', chunk('trailing garbage')] });
    const { lessons } = await openAi().generate(lessonJob());
    expect(lessons).toHaveLength(2);
  });

  it('times out after AI_TIMEOUT_MS', async () => {
    server.reply({ chunks: [reply], delayMs: 2000 });
    await expect(openAi({ AI_TIMEOUT_MS: '100' }).generate(lessonJob())).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});
