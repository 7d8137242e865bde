/** @jest-environment node */
import type { PlanLesson } from '@lesson-planner/shared-contracts/planning';
import {
  draftMinutes,
  draftOfLesson,
  emptyActivity,
  emptyLessonDraft,
  lessonAsTyped,
  lessonAsTypedOnce,
  rekeyDraft,
  validateLessonDraft,
  type LessonDraft,
} from './lesson-draft';

const lesson: PlanLesson = {
  id: 'comparing-fractions',
  title: 'Comparing fractions',
  objectives: ['Compare fractions with like denominators', 'Use a number line'],
  standards: [{ frameworkId: 'f1', standardId: 'ma%2E5%2E1' }],
  activities: [
    { title: 'Warm-up', minutes: 10, description: 'Fraction talk' },
    { title: 'Number line', minutes: 30, description: '' },
  ],
  materials: ['Fraction strips'],
  differentiation: 'Pairs for support',
  checksForUnderstanding: ['Exit ticket'],
  homework: 'Worksheet 3',
};

it('round-trips a lesson through the form', () => {
  const draft = draftOfLesson(lesson);
  expect(draft.objectives).toBe('Compare fractions with like denominators\nUse a number line');
  expect(draft.activities[0]?.minutes).toBe('10');
  expect(validateLessonDraft(draft)).toEqual({ lesson, problems: null });
});

it('drops blank lines and surrounding space from lists', () => {
  const draft = { ...draftOfLesson(lesson), objectives: '\n  First  \n\n Second\n' };
  expect(validateLessonDraft(draft).lesson?.objectives).toEqual(['First', 'Second']);
});

it('names each field at fault without changing what was typed', () => {
  const activity = { ...emptyActivity(), title: 'Game', minutes: 'ten' };
  const draft: LessonDraft = {
    ...emptyLessonDraft(),
    title: '   ',
    objectives: `Fine\n\n${'x'.repeat(501)}`,
    activities: [activity, { ...emptyActivity(), title: '', minutes: '300' }],
  };
  const typed = structuredClone(draft);

  const { lesson: valid, problems } = validateLessonDraft(draft);

  expect(valid).toBeNull();
  expect(problems?.fields.title).toEqual({ code: 'required' });
  // The line as typed (third), not the second item once blank lines are dropped.
  expect(problems?.fields.objectives).toEqual({ code: 'tooLong', max: 500, line: 3 });
  expect(problems?.activities[activity.key]).toEqual({ minutes: { code: 'minutes', max: 240 } });
  expect(problems?.activities[draft.activities[1]!.key]).toEqual({
    title: { code: 'required' },
    minutes: { code: 'minutes', max: 240 },
  });
  expect(draft).toEqual(typed);
});

it('counts only valid minutes in the total', () => {
  const draft = {
    ...emptyLessonDraft(),
    activities: [
      { ...emptyActivity(), minutes: '15' },
      { ...emptyActivity(), minutes: 'abc' },
      { ...emptyActivity(), minutes: '20' },
    ],
  };
  expect(draftMinutes(draft)).toBe(35);
  expect(lessonAsTyped(draft).activities.map(({ minutes }) => minutes)).toEqual([15, 0, 20]);
});

it('gives a copy new keys and its own lists', () => {
  const draft = draftOfLesson(lesson);
  const copy = rekeyDraft(draft);
  expect(copy.key).not.toBe(draft.key);
  expect(copy.activities[0]?.key).not.toBe(draft.activities[0]?.key);
  expect(copy.standards).not.toBe(draft.standards);
  expect({ ...copy, key: '', activities: [] }).toEqual({ ...draft, key: '', activities: [] });
});

it('types a draft once: the same lesson for the same draft, a new one for a changed draft', () => {
  const draft = draftOfLesson(lesson);
  const typed = lessonAsTypedOnce(draft);
  expect(lessonAsTypedOnce(draft)).toBe(typed);
  expect(typed).toEqual(lessonAsTyped(draft));
  const edited = { ...draft, title: 'Ordering fractions' };
  expect(lessonAsTypedOnce(edited)).not.toBe(typed);
  expect(lessonAsTypedOnce(edited).title).toBe('Ordering fractions');
});
