/** @jest-environment node */
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import {
  LessonSchema,
  lessonMinutes,
  type Lesson,
} from '@lesson-planner/shared-contracts/planning';
import { countTokens } from './count-tokens';
import { lessonDraftJob, type LessonDraftInput } from './lesson-job';
import { createOfflineDraftProvider, OFFLINE_MODEL } from './offline-draft-provider';
import { balanceMinutes, OFFLINE_ACTIVITY_MINUTES, standardsForLesson } from './offline-lessons';
import { buildDraftPrompt, PERIOD_MINUTES } from './prompt';
import { draftInput, lessonJob, sampleLesson, STANDARDS } from './testing/fixtures';

const provider = createOfflineDraftProvider();
const generate = (overrides: Partial<LessonDraftInput> = {}) =>
  provider.generate(lessonJob(overrides));

describe('offline draft provider', () => {
  it('says what it is', () => {
    expect(provider.id).toBe('offline');
    expect(provider.model).toBe(OFFLINE_MODEL);
  });

  it('is deterministic', async () => {
    expect(await generate()).toEqual(await generate());
  });

  it('drafts the requested number of valid lessons, each one period long', async () => {
    for (const lessonCount of [1, 2, 5, 12]) {
      const { lessons } = await generate({ lessonCount });
      expect(lessons).toHaveLength(lessonCount);
      for (const lesson of lessons) {
        expect(LessonSchema.parse(lesson)).toEqual(lesson);
        expect(lesson.activities.length).toBeGreaterThanOrEqual(3);
        expect(lessonMinutes(lesson)).toBe(PERIOD_MINUTES);
      }
    }
    const minutes = Object.values(OFFLINE_ACTIVITY_MINUTES).reduce((a, b) => a + b, 0);
    expect(minutes).toBe(PERIOD_MINUTES);
  });

  it('covers every standard, in order, when there are enough lessons', async () => {
    for (const lessonCount of [3, 4, 7]) {
      const { lessons } = await generate({ lessonCount });
      const taught = lessons.flatMap((lesson) => lesson.standards.map(standardRefKey));
      expect(new Set(taught)).toEqual(new Set(STANDARDS.map(standardRefKey)));
      expect(lessons[0]?.standards[0]?.standardId).toBe('ma%2E5%2E1');
    }
  });

  it('puts several standards in a lesson when there are fewer lessons', async () => {
    const { lessons } = await generate({ lessonCount: 2 });
    expect(lessons.map((lesson) => lesson.standards.length)).toEqual([1, 2]);
    expect(lessons[1]?.objectives).toHaveLength(2);
  });

  it('builds lessons from the unit’s own text', async () => {
    const { lessons } = await generate({ lessonCount: 3 });
    const [first, , last] = lessons as [Lesson, Lesson, Lesson];
    expect(first.title).toBe('Exploring Fractions (MA.5.1)');
    expect(first.objectives[0]).toContain('Add and subtract fractions with unlike denominators.');
    expect(first.activities[0]?.description).toContain('When do we use fractions outside school?');
    expect(first.activities[1]?.description).toContain('Fractions describe parts of a whole');
    expect(first.checksForUnderstanding.join(' ')).toContain('When do we use fractions');
    expect(last.title).toBe('Exploring MA.5.3');
    expect(last.homework).toContain('Design a recipe card');
  });

  it('still drafts for a unit without standards, ideas or questions', async () => {
    const input = draftInput({ standards: [], lessonCount: 2 });
    input.unit = { ...input.unit, bigIdeas: [], essentialQuestions: [], summativeAssessment: '' };
    const { lessons } = await provider.generate(lessonDraftJob(input));
    for (const lesson of lessons) {
      expect(LessonSchema.parse(lesson)).toEqual(lesson);
      expect(lesson.standards).toEqual([]);
      expect(lesson.title).toContain('Fractions in everyday life');
    }
  });

  it.each([
    ['th', /[\u0E00-\u0E7F]/],
    ['lo', /[\u0E80-\u0EFF]/],
    ['zh', /[\u4E00-\u9FFF]/],
  ] as const)('writes %s in its own script', async (language, script) => {
    const { lessons } = await generate({ language });
    const lesson = lessons[0] as Lesson;
    for (const text of [lesson.title, lesson.activities[0]?.title, lesson.differentiation]) {
      expect(text).toMatch(script);
    }
    expect(lesson.objectives[0]).toContain('Add and subtract fractions'); // the unit's own text
  });

  it('counts tokens of the prompt it would send and of the draft', async () => {
    const input = draftInput();
    const { lessons, usage } = await provider.generate(lessonDraftJob(input));
    const prompt = buildDraftPrompt(input);
    expect(usage.promptTokens).toBe(countTokens(prompt.system) + countTokens(prompt.user));
    expect(usage.completionTokens).toBe(countTokens(JSON.stringify({ lessons })));
    expect(usage.totalTokens).toBe(usage.promptTokens + usage.completionTokens);
    expect(usage.promptTokens).toBeGreaterThan(0);
    expect(usage.completionTokens).toBeGreaterThan(0);
  });

  it('reserves exactly what it charges', async () => {
    for (const input of [
      draftInput({ language: 'th', lessonCount: 6 }),
      draftInput({ task: 'lesson', lesson: sampleLesson('Old'), lessonIndex: 1 }),
      draftInput({ task: 'lesson', lessonIndex: 4, language: 'lo' }),
    ]) {
      const { usage } = await provider.generate(lessonDraftJob(input));
      await expect(provider.reserveTokens(lessonDraftJob(input))).resolves.toBe(usage.totalTokens);
    }
  });

  it('reports each lesson in order', async () => {
    const seen: Array<[string, number]> = [];
    const { lessons } = await provider.generate(lessonJob(), {
      onPart: (lesson, index) => seen.push([lesson.title, index]),
    });
    expect(seen).toEqual(lessons.map((lesson, index) => [lesson.title, index]));
  });

  it('stops when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      provider.generate(lessonJob(), { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('offline lesson task', () => {
  it('improves a lesson: keeps title and standards, fills gaps, balances minutes', async () => {
    const lesson = sampleLesson('Cooking with halves', {
      objectives: [],
      differentiation: '',
      checksForUnderstanding: ['Exit ticket'],
      activities: [
        { title: 'Warm-up', minutes: 10, description: '' },
        { title: 'Cook', minutes: 80, description: '' },
      ],
      standards: [{ frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' }],
    });
    const { lessons } = await provider.generate(
      lessonJob({ task: 'lesson', lesson, lessonIndex: 1 }),
    );
    expect(lessons).toHaveLength(1);
    const improved = lessons[0] as Lesson;
    expect(LessonSchema.parse(improved)).toEqual(improved);
    expect(improved.title).toBe('Cooking with halves');
    expect(improved.standards).toEqual(lesson.standards);
    expect(improved.objectives).toEqual([
      'Students work towards MA.5.2: Multiply a fraction by a whole number.',
    ]);
    expect(improved.checksForUnderstanding).toHaveLength(2);
    expect(improved.checksForUnderstanding[1]).toContain(
      'How can two different fractions be equal?',
    );
    expect(improved.differentiation).not.toBe('');
    expect(improved.activities.map((a) => a.minutes)).toEqual([6, 44]);
    expect(improved.materials).toEqual(lesson.materials);
  });

  it('keeps what is already good, adding only a new check', async () => {
    const lesson = sampleLesson('Done well');
    const { lessons } = await provider.generate(lessonJob({ task: 'lesson', lesson }));
    expect(lessons[0]).toEqual({
      ...lesson,
      checksForUnderstanding: [
        'Exit ticket',
        'Ask: "When do we use fractions outside school?" Students answer in one or two sentences.',
      ],
    });
  });

  it('writes a new lesson at the given position', async () => {
    const { lessons } = await provider.generate(
      lessonJob({ task: 'lesson', lessonIndex: 2, lessonCount: 3, language: 'zh' }),
    );
    expect(lessons).toHaveLength(1);
    expect(lessons[0]?.title).toBe('探究MA.5.3');
  });
});

describe('standardsForLesson', () => {
  it('gives every item a lesson when lessons outnumber items', () => {
    const items = ['a', 'b', 'c'];
    const spread = Array.from({ length: 8 }, (_, i) => standardsForLesson(items, i, 8));
    expect(spread.every((part) => part.length === 1)).toBe(true);
    expect(new Set(spread.flat())).toEqual(new Set(items));
  });

  it('splits items into contiguous runs when lessons are fewer', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const spread = Array.from({ length: 2 }, (_, i) => standardsForLesson(items, i, 2));
    expect(spread).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });
});

describe('balanceMinutes', () => {
  const activities = (...minutes: number[]) =>
    minutes.map((m, i) => ({ title: `A${i}`, minutes: m, description: '' }));

  it('scales to the target keeping proportions and at least a minute each', () => {
    const sum = (list: { minutes: number }[]) => list.reduce((s, a) => s + a.minutes, 0);
    expect(balanceMinutes(activities(10, 10, 10), 50).map((a) => a.minutes)).toEqual([16, 17, 17]);
    expect(sum(balanceMinutes(activities(1, 1, 200), 50))).toBe(50);
    expect(balanceMinutes(activities(1, 1, 200), 50).every((a) => a.minutes >= 1)).toBe(true);
    expect(balanceMinutes(activities(20, 30), 50)).toEqual(activities(20, 30));
  });
});
