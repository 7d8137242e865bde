/** @jest-environment node */
import { createOfflineDraftProvider } from './offline-draft-provider';
import { createGenkitProvider } from './genkit-draft-provider';
import { citableStandards, citedRefs, countDroppedCitations, gapsFirst } from './grounding';
import { buildDraftPrompt } from './prompt';
import { draftInput, lessonJob, sampleLesson, STANDARDS } from './testing/fixtures';
import { genkit } from 'genkit';

jest.setTimeout(30_000);

const [ma1, ma2, ma3] = STANDARDS as [
  (typeof STANDARDS)[0],
  (typeof STANDARDS)[0],
  (typeof STANDARDS)[0],
];
const ref = ({ frameworkId, standardId }: { frameworkId: string; standardId: string }) => ({
  frameworkId,
  standardId,
});
const invented = { frameworkId: 'fw-math', standardId: 'ma%2E5%2E99' };
const otherTeam = { frameworkId: 'fw-other', standardId: 'sci%2E1' };

describe('citable standards', () => {
  it('are the chosen standards, then the other framework standards once each', () => {
    const extra = { ...ma3, standardId: 'ma%2E5%2E4', code: 'MA.5.4' };
    expect(
      citableStandards({ standards: [ma1], frameworkStandards: [ma1, extra] }).map(ref),
    ).toEqual([ref(ma1), ref(extra)]);
  });

  it('put coverage gaps first', () => {
    const taught = [
      { ...ma1, taught: true },
      { ...ma2, taught: false },
      { ...ma3, taught: false },
    ];
    expect(gapsFirst(taught).map((standard) => standard.code)).toEqual([
      'MA.5.2',
      'MA.5.3',
      'MA.5.1',
    ]);
  });
});

describe('cited standards', () => {
  it('are every ref in a reply, once each', () => {
    const reply = {
      lessons: [
        sampleLesson('One', { standards: [ref(ma1), invented] }),
        sampleLesson('Two', { standards: [ref(ma1)] }),
      ],
    };
    expect(citedRefs(reply)).toEqual([ref(ma1), invented]);
  });

  it('that a draft left out are counted', () => {
    const reply = JSON.stringify({
      lessons: [sampleLesson('One', { standards: [ref(ma1), invented, otherTeam, invented] })],
    });
    const draft = { lessons: [sampleLesson('One', { standards: [ref(ma1)] })] };
    expect(countDroppedCitations(reply, draft)).toBe(2);
  });
});

describe('grounded drafts through a Genkit model', () => {
  const ai = genkit({});
  const replyFor = (text: string) =>
    ai.defineModel({ apiVersion: 'v2', name: `stub/${text.length}` }, async () => ({
      message: { role: 'model', content: [{ text }] },
      finishReason: 'stop',
      usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
    }));
  const providerFor = (text: string) => {
    const model = replyFor(text);
    return createGenkitProvider({
      ai,
      id: 'gemini',
      model: 'stub',
      modelRef: model,
      timeoutMs: 10_000,
      reserveTokens: async () => 150,
      configFor: () => ({}),
    });
  };

  it('keep only standards of the team and say how many were left out', async () => {
    const frameworkStandard = { ...ma3, standardId: 'ma%2E5%2E4', code: 'MA.5.4' };
    const job = lessonJob({ standards: [ma1, ma2], frameworkStandards: [frameworkStandard] });
    const reply = JSON.stringify({
      lessons: [
        sampleLesson('One', { standards: [ref(ma1), invented] }),
        sampleLesson('Two', { standards: [ref(frameworkStandard), otherTeam] }),
      ],
    });
    const result = await providerFor(reply).generate(job);
    expect(result.lessons.map((lesson) => lesson.standards)).toEqual([
      [ref(ma1)],
      [ref(frameworkStandard)],
    ]);
    expect(result.droppedStandards).toBe(2);
  });

  it('refuse a reply that is not of the reply schema (Genkit validates it)', async () => {
    const reply = JSON.stringify({ lessons: [{ title: 'One', activities: 'none' }] });
    await expect(providerFor(reply).generate(lessonJob())).rejects.toMatchObject({
      code: 'malformed',
      message: expect.stringContaining('invalid draft'),
    });
  });
});

describe('the prompt', () => {
  it('quotes the team’s other standards and what is already taught', () => {
    const input = draftInput({
      standards: [{ ...ma1, taught: true }, ma2],
      frameworkStandards: [{ ...ma3, standardId: 'ma%2E5%2E4', code: 'MA.5.4' }],
    });
    const { system, user } = buildDraftPrompt(input);
    expect(system).toContain('"alreadyTaught" is false');
    expect(user).toContain('"frameworkStandards"');
    expect(user).toContain('"alreadyTaught": true');
  });
});

describe('the offline model', () => {
  it('streams its draft in pieces through Genkit and cites nothing unknown', async () => {
    const parts: number[] = [];
    const result = await createOfflineDraftProvider().generate(lessonJob({ lessonCount: 6 }), {
      onPart: (_, index) => parts.push(index),
    });
    expect(parts).toEqual([0, 1, 2, 3, 4, 5]);
    expect(result.droppedStandards).toBe(0);
    expect(result).toMatchObject({ provider: 'offline', model: 'offline-draft-1' });
  });

  it('gives coverage gaps the first lessons', async () => {
    const standards = [{ ...ma1, taught: true }, { ...ma2, taught: false }, ma3];
    const { lessons } = await createOfflineDraftProvider().generate(
      lessonJob({ standards, lessonCount: 2 }),
    );
    expect(lessons[0]?.standards[0]).toEqual(ref(ma2));
  });
});
