/** @jest-environment node */
// What generateDraft charges in each outcome of a generation, with the provider and the token
// operations replaced: the real cost when it completes, the reservation when it was cut off after
// producing parts (the client disconnected), nothing when it produced nothing.
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { genkit } from 'genkit';
import { createDraftProvider, ProviderError, type DraftProvider } from '../ai';
import { createGenkitProvider } from '../ai/genkit-draft-provider';
import { lessonJob } from '../ai/testing/fixtures';
import { callerOf } from '../teams/payloads';
import { chargeTokenUsage, releaseReservation, reserveAllowance } from '../tokens/token-service';
import { generateDraft } from './generate-draft';
import { prepareDraft } from './tasks';

jest.mock('../teams/payloads', () => ({ callerOf: jest.fn() }));
jest.mock('./generation-request', () => ({ parseGenerateDraftRequest: (data: unknown) => data }));
jest.mock('./tasks', () => ({ prepareDraft: jest.fn() }));
jest.mock('../tokens/token-service', () => ({
  reserveAllowance: jest.fn(),
  chargeTokenUsage: jest.fn(),
  releaseReservation: jest.fn(),
}));
jest.mock('../ai', () => ({
  ...jest.requireActual('../ai'),
  createDraftProvider: jest.fn(),
}));

const db = {} as Firestore;
const RESERVED = 900;
const reservation = {
  id: 'reservation-1',
  teamId: 'team-1',
  userId: 'teacher-1',
  tokenCount: RESERVED,
};
const lessons = [{ title: 'One' }, { title: 'Two' }];

function providerThat(generate: DraftProvider['generate']): DraftProvider {
  return { id: 'gemini', model: 'gemini-test', reserveTokens: async () => RESERVED, generate };
}

async function run(provider: DraftProvider, abort?: AbortController) {
  jest.mocked(createDraftProvider).mockReturnValue(provider);
  const chunks: unknown[] = [];
  const response = {
    signal: abort?.signal ?? new AbortController().signal,
    sendChunk: async (chunk: unknown) => {
      chunks.push(chunk);
      return true;
    },
  } as unknown as Parameters<typeof generateDraft>[2];
  const request = {
    data: { task: 'unitPlan', unitId: 'unit-1' },
    acceptsStreaming: true,
  } as unknown as CallableRequest<unknown>;
  const outcome = await generateDraft(db, request, response).then(
    (draft) => ({ draft }),
    (error: unknown) => ({ error }),
  );
  return { outcome, chunks };
}

const teacher = { uid: 'teacher-1', email: 'teacher@school.test', emailVerified: true, name: null };

beforeEach(() => {
  jest.mocked(callerOf).mockResolvedValue(teacher);
  jest.mocked(prepareDraft).mockResolvedValue({
    teamId: 'team-1',
    job: {},
    toChunk: (part: unknown, index: number) => ({ index, lesson: part }),
    logContext: (draft: { lessons: unknown[] } | null) => ({
      unitId: 'unit-1',
      lessonCount: draft?.lessons.length ?? null,
    }),
  } as never);
  jest.mocked(reserveAllowance).mockResolvedValue(reservation);
  jest.mocked(chargeTokenUsage).mockResolvedValue();
  jest.mocked(releaseReservation).mockResolvedValue();
});

afterEach(() => jest.clearAllMocks());

it('settles a completed draft at its real usage', async () => {
  const { outcome } = await run(
    providerThat(async (_job, options) => {
      lessons.forEach((lesson, index) => options?.onPart?.(lesson as never, index));
      return {
        lessons,
        usage: { promptTokens: 300, completionTokens: 400, totalTokens: 700 },
        provider: 'gemini',
        model: 'gemini-test',
      } as never;
    }),
  );

  expect(outcome).toMatchObject({ draft: { lessons } });
  expect(reserveAllowance).toHaveBeenCalledWith(db, {
    teamId: 'team-1',
    userId: 'teacher-1',
    tokenCount: RESERVED,
  });
  expect(chargeTokenUsage).toHaveBeenCalledWith(db, reservation, {
    tokenCount: 700,
    context: {
      task: 'unitPlan',
      unitId: 'unit-1',
      lessonCount: 2,
      provider: 'gemini',
      model: 'gemini-test',
    },
  });
  expect(releaseReservation).not.toHaveBeenCalled();
});

it('still charges a streaming call the client aborted after parts were sent', async () => {
  const abort = new AbortController();
  const { outcome, chunks } = await run(
    providerThat(async (_job, options) => {
      options?.onPart?.(lessons[0] as never, 0);
      abort.abort();
      throw new ProviderError('timeout', 'aborted by the client');
    }),
    abort,
  );

  expect(chunks).toEqual([{ index: 0, lesson: lessons[0] }]);
  expect(outcome).toMatchObject({ error: { details: { code: 'providerTimeout' } } });
  expect(chargeTokenUsage).toHaveBeenCalledWith(db, reservation, {
    tokenCount: RESERVED,
    context: {
      task: 'unitPlan',
      unitId: 'unit-1',
      lessonCount: null,
      provider: 'gemini',
      model: 'gemini-test',
    },
  });
  expect(releaseReservation).not.toHaveBeenCalled();
});

it('tells the caller what it charged when the provider refuses after parts were sent', async () => {
  const { outcome, chunks } = await run(
    providerThat(async (_job, options) => {
      options?.onPart?.(lessons[0] as never, 0);
      throw new ProviderError('refused', 'content policy');
    }),
  );

  expect(chunks).toHaveLength(1);
  expect(outcome).toMatchObject({
    error: {
      code: 'failed-precondition',
      details: { code: 'providerRefused', chargedTokens: RESERVED },
    },
  });
  expect(chargeTokenUsage).toHaveBeenCalledWith(
    db,
    reservation,
    expect.objectContaining({ tokenCount: RESERVED }),
  );
});

it('charges only the tokens a reply refused by the safety filters used (a Genkit model)', async () => {
  // A model stub at the Genkit level: it reads the prompt, starts a reply, and its provider's
  // filters stop it (finish reason "blocked"), reporting what was used.
  const ai = genkit({});
  ai.defineModel({ apiVersion: 'v2', name: 'stub/unsafe' }, async (_request, { sendChunk }) => {
    sendChunk({ content: [{ text: '{"lessons":[' }] });
    return {
      message: { role: 'model', content: [{ text: '{"lessons":[' }] },
      finishReason: 'blocked',
      finishMessage: 'SAFETY',
      usage: { inputTokens: 310, outputTokens: 12, totalTokens: 322 },
    };
  });
  const provider = createGenkitProvider({
    ai,
    id: 'gemini',
    model: 'stub-unsafe',
    modelRef: 'stub/unsafe',
    timeoutMs: 10_000,
    reserveTokens: async () => RESERVED,
    configFor: () => ({}),
  });
  jest.mocked(prepareDraft).mockResolvedValue({
    teamId: 'team-1',
    job: lessonJob(),
    toChunk: (part: unknown, index: number) => ({ index, lesson: part }),
    logContext: () => ({ unitId: 'unit-1' }),
  } as never);

  const { outcome, chunks } = await run(provider);

  expect(chunks).toEqual([]);
  expect(outcome).toMatchObject({
    error: {
      code: 'failed-precondition',
      details: { code: 'providerRefused', chargedTokens: 322 },
    },
  });
  expect(chargeTokenUsage).toHaveBeenCalledWith(
    db,
    reservation,
    expect.objectContaining({ tokenCount: 322 }),
  );
  expect(releaseReservation).not.toHaveBeenCalled();
});

it('gives the reservation back when the provider fails before producing anything', async () => {
  const { outcome, chunks } = await run(
    providerThat(async () => {
      throw new ProviderError('unavailable', 'down');
    }),
  );

  expect(chunks).toEqual([]);
  expect(outcome).toMatchObject({ error: { details: { code: 'providerUnavailable' } } });
  expect((outcome as { error: { details: object } }).error.details).not.toHaveProperty(
    'chargedTokens',
  );
  expect(releaseReservation).toHaveBeenCalledWith(db, reservation);
  expect(chargeTokenUsage).not.toHaveBeenCalled();
});

it('hands over a completed draft whose charge could not be written, leaving the reservation to expire', async () => {
  jest.mocked(chargeTokenUsage).mockRejectedValue(new Error('the team document stayed busy'));
  const { outcome } = await run(
    providerThat(
      async () =>
        ({
          lessons,
          usage: { promptTokens: 300, completionTokens: 400, totalTokens: 700 },
          provider: 'gemini',
          model: 'gemini-test',
        }) as never,
    ),
  );

  expect(outcome).toMatchObject({ draft: { lessons } });
  expect(releaseReservation).not.toHaveBeenCalled();
});

it('refuses an account whose email is not verified, before reserving anything', async () => {
  jest.mocked(callerOf).mockResolvedValue({ ...teacher, emailVerified: false });
  const { outcome } = await run(providerThat(jest.fn()));

  expect(outcome).toMatchObject({
    error: { code: 'permission-denied', details: { code: 'emailNotVerified' } },
  });
  expect(reserveAllowance).not.toHaveBeenCalled();
  expect(prepareDraft).not.toHaveBeenCalled();
});
