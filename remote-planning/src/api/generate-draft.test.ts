// The streaming call as the hook sees it: lessons forwarded in order, the final answer
// returned, and server failures turned into PlanningFailure codes.
import { httpsCallable } from 'firebase/functions';
import type {
  GenerateDraftChunk,
  GenerateDraftRequestFor,
  GenerateDraftResponse,
  Lesson,
} from '@lesson-planner/shared-contracts/planning';
import { generateDraft } from './generate-draft';
import { PlanningFailure } from './planning-failure';

jest.mock('firebase/functions', () => ({ httpsCallable: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({
  getFunctionsInstance: jest.fn(async () => ({ name: 'functions' })),
}));

const lesson = (title: string): Lesson => ({
  title,
  objectives: [],
  standards: [],
  activities: [],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

const request: GenerateDraftRequestFor<'unitPlan'> = {
  task: 'unitPlan',
  unitId: 'u1',
  language: 'en',
  lessonIndex: null,
  lesson: null,
  lessonCount: 2,
  instructions: '',
};

const response: GenerateDraftResponse = {
  lessons: [lesson('One'), lesson('Two')],
  usage: { promptTokens: 10, completionTokens: 20, totalTokens: 30 },
  provider: 'offline',
  model: 'offline-draft',
};

/** A callable whose stream yields `chunks`, then fails with `error` or answers `response`. */
function mockStream(chunks: GenerateDraftChunk[], error?: unknown) {
  const stream = jest.fn(async () => {
    const data = error ? Promise.reject(error) : Promise.resolve(response);
    return {
      data,
      stream: (async function* () {
        yield* chunks;
        if (error) throw error;
      })(),
    };
  });
  jest.mocked(httpsCallable).mockReturnValue(Object.assign(jest.fn(), { stream }));
  return stream;
}

describe('generateDraft', () => {
  it('forwards each streamed lesson in order, then returns the final answer', async () => {
    const chunks = response.lessons.map((item, index) => ({ index, lesson: item }));
    const stream = mockStream(chunks);
    const seen: GenerateDraftChunk[] = [];
    const controller = new AbortController();

    await expect(
      generateDraft(request, { onChunk: (chunk) => seen.push(chunk), signal: controller.signal }),
    ).resolves.toEqual(response);

    expect(httpsCallable).toHaveBeenCalledWith({ name: 'functions' }, 'generateDraft');
    expect(stream).toHaveBeenCalledWith(request, { signal: controller.signal });
    expect(seen).toEqual(chunks);
  });

  it('maps the code the server puts in the error details', async () => {
    mockStream([{ index: 0, lesson: lesson('One') }], {
      code: 'functions/resource-exhausted',
      details: { code: 'tokenLimitReached' },
    });

    const failure = await generateDraft(request).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PlanningFailure);
    expect(failure).toMatchObject({ code: 'tokenLimitReached' });
  });

  it.each([
    ['functions/resource-exhausted', 'memberTokenLimitReached'],
    ['functions/permission-denied', 'emailNotVerified'],
  ])('maps the team refusal %s %s to its own message', async (code, detail) => {
    mockStream([], { code, details: { code: detail } });

    await expect(generateDraft(request)).rejects.toMatchObject({ code: detail });
  });

  it('maps a failure before the stream starts', async () => {
    const stream = jest.fn(async () => {
      throw { code: 'functions/unavailable' };
    });
    jest.mocked(httpsCallable).mockReturnValue(Object.assign(jest.fn(), { stream }));

    await expect(generateDraft(request)).rejects.toMatchObject({ code: 'network' });
  });
});
