/** @jest-environment node */
import { LessonSchema } from '@lesson-planner/shared-contracts/planning';
import { ProviderError } from './draft-provider';
import { stripFences } from './json-reply';
import { extractCompleteLessons, parseDraft } from './parse-draft';
import { STANDARDS, sampleLesson } from './testing/fixtures';

const unitPlan = { task: 'unitPlan' as const, standards: STANDARDS };
const twoLessons = JSON.stringify({ lessons: [sampleLesson('One'), sampleLesson('Two')] });

function malformed(run: () => unknown): ProviderError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).code).toBe('malformed');
    return error as ProviderError;
  }
  throw new Error('expected a malformed draft');
}

describe('stripFences', () => {
  it('removes a json fence and leaves plain JSON alone', () => {
    expect(stripFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(stripFences('```\n{"a":1}```\n')).toBe('{"a":1}');
    expect(stripFences('  {"a":1} ')).toBe('{"a":1}');
  });
});

describe('parseDraft', () => {
  it('parses a lesson sequence, also inside a fence', () => {
    expect(parseDraft(twoLessons, unitPlan).map((l) => l.title)).toEqual(['One', 'Two']);
    expect(parseDraft('```json\n' + twoLessons + '\n```', unitPlan)).toHaveLength(2);
  });

  it('fills schema defaults for missing optional fields', () => {
    const [lesson] = parseDraft('{"lessons":[{"title":"Only a title"}]}', unitPlan);
    expect(lesson).toEqual(LessonSchema.parse({ title: 'Only a title' }));
  });

  it('refuses text that is not JSON', () => {
    malformed(() => parseDraft('Here is your plan: lesson 1…', unitPlan));
    malformed(() => parseDraft('{"lessons":[{"title":"cut off', unitPlan));
  });

  it('refuses the wrong shape and names the problem', () => {
    malformed(() => parseDraft('[]', unitPlan));
    malformed(() => parseDraft('{"lessons":[]}', unitPlan));
    const error = malformed(() =>
      parseDraft('{"lessons":[{"title":"A","activities":[{"title":"x","minutes":0}]}]}', unitPlan),
    );
    expect(error.message).toContain('lessons.0.activities.0.minutes');
  });

  it('wants exactly one lesson for the lesson task', () => {
    const lessonTask = { task: 'lesson' as const, standards: STANDARDS };
    malformed(() => parseDraft(twoLessons, lessonTask));
    expect(parseDraft(JSON.stringify({ lessons: [sampleLesson('A')] }), lessonTask)).toHaveLength(
      1,
    );
  });

  it('drops standard references that are not the unit’s, and repeats', () => {
    const lesson = sampleLesson('A', {
      standards: [
        { frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' },
        { frameworkId: 'fw-other', standardId: 'ma%2E5%2E2' },
        { frameworkId: 'fw-math', standardId: 'invented' },
        { frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' },
      ],
    });
    const [parsed] = parseDraft(JSON.stringify({ lessons: [lesson] }), unitPlan);
    expect(parsed?.standards).toEqual([{ frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' }]);
  });
});

describe('extractCompleteLessons', () => {
  it('returns the complete lessons of a partial stream', () => {
    const one = JSON.stringify(sampleLesson('One'));
    const partial = `{"lessons":[${one},{"title":"Tw`;
    expect(extractCompleteLessons(partial).map((l) => l.title)).toEqual(['One']);
  });

  it('never throws and only returns complete valid lessons, wherever the text is cut', () => {
    const prefix = '```json\n{"lessons": [';
    const one = JSON.stringify(sampleLesson('One'), null, 1);
    const two = JSON.stringify(sampleLesson('Two'), null, 1);
    const text = `${prefix}${one},\n${two}]}` + '\n```';
    const endOfOne = prefix.length + one.length;
    const endOfTwo = endOfOne + 2 + two.length;
    for (let cut = 0; cut <= text.length; cut++) {
      const lessons = extractCompleteLessons(text.slice(0, cut));
      const complete = cut >= endOfTwo ? 2 : cut >= endOfOne ? 1 : 0;
      expect(lessons.map((l) => l.title)).toEqual(['One', 'Two'].slice(0, complete));
    }
  });

  it('is not fooled by braces and quotes inside strings', () => {
    const tricky = sampleLesson('Braces } and { "quotes" \\ and ]', {
      homework: 'Write {a} [b] "c"',
    });
    const text = JSON.stringify({ lessons: [tricky, sampleLesson('Two')] });
    const cut = text.indexOf('Two');
    expect(extractCompleteLessons(text.slice(0, cut))).toEqual([LessonSchema.parse(tricky)]);
  });

  it('only looks inside the top-level "lessons" array', () => {
    const text = `{"note":{"lessons":[${JSON.stringify(sampleLesson('Nested'))}]},"lessons":[${JSON.stringify(sampleLesson('Real'))}`;
    expect(extractCompleteLessons(text).map((l) => l.title)).toEqual(['Real']);
  });

  it('stops at the first invalid lesson so indices stay stable', () => {
    const text = `{"lessons":[${JSON.stringify(sampleLesson('One'))},{"objectives":[]},${JSON.stringify(sampleLesson('Three'))}]}`;
    expect(extractCompleteLessons(text).map((l) => l.title)).toEqual(['One']);
  });

  it('drops foreign standards when given the unit’s standards', () => {
    const lesson = sampleLesson('A', {
      standards: [{ frameworkId: 'fw-other', standardId: 'x' }],
    });
    const text = `{"lessons":[${JSON.stringify(lesson)}`;
    expect(extractCompleteLessons(text)[0]?.standards).toHaveLength(1);
    expect(extractCompleteLessons(text, STANDARDS)[0]?.standards).toEqual([]);
  });

  it('returns nothing for text that is not a lesson sequence', () => {
    for (const text of ['', 'hello', '[{"title":"A"}]', '}}}]]]', '{"lessons":{"title":"A"}}']) {
      expect(extractCompleteLessons(text)).toEqual([]);
    }
  });
});
