// Two teachers editing one experience: the teacher's copy (mine) combined with what a teammate
// saved meanwhile (theirs), both from the same saved version (base).
import type { IdentifiedStep } from '@lesson-planner/shared-contracts/planning';
import type { ExperienceInput } from '../../../api/experience-document';
import { emptyExperience } from '../form';
import { answerExperienceConflict, mergeExperienceEdits } from './experience-merge';

const step = (id: string, title: string, teacherActions = ''): IdentifiedStep => ({
  id,
  title,
  minutes: 10,
  teacherActions,
  studentActions: '',
});

const base: ExperienceInput = {
  ...emptyExperience('t1'),
  title: 'Pond dip',
  summary: 'Look for life in pond water.',
  steps: [step('a', 'Launch'), step('b', 'Explore'), step('c', 'Share')],
  unitIds: ['u1'],
};

const withStep = (input: ExperienceInput, id: string, change: Partial<IdentifiedStep>) => ({
  ...input,
  steps: input.steps.map((each) => (each.id === id ? { ...each, ...change } : each)),
});
const titles = (input: ExperienceInput) => input.steps.map((each) => each.title);

it('keeps changes to different steps, with no question', () => {
  const mine = withStep(base, 'a', { title: 'Launch with a jar' });
  const theirs = withStep(base, 'b', { title: 'Explore the pond' });
  const { merged, conflicts } = mergeExperienceEdits(base, mine, theirs);
  expect(conflicts).toEqual([]);
  expect(titles(merged)).toEqual(['Launch with a jar', 'Explore the pond', 'Share']);
});

it('keeps changes to different fields of one step, and of the experience', () => {
  const mine = { ...withStep(base, 'b', { title: 'Explore the pond' }), summary: 'Pond life.' };
  const theirs = {
    ...withStep(base, 'b', { teacherActions: 'Hand out nets', minutes: 20 }),
    differentiation: { ...base.differentiation, support: 'Picture cards' },
  };
  const { merged, conflicts } = mergeExperienceEdits(base, mine, theirs);
  expect(conflicts).toEqual([]);
  expect(merged.steps[1]).toEqual({
    ...step('b', 'Explore the pond', 'Hand out nets'),
    minutes: 20,
  });
  expect(merged.summary).toBe('Pond life.');
  expect(merged.differentiation.support).toBe('Picture cards');
});

it('merges a reorder on one side with an edit and an added step on the other', () => {
  const mine = { ...base, steps: [base.steps[2]!, base.steps[0]!, base.steps[1]!] };
  const theirs = {
    ...withStep(base, 'a', { teacherActions: 'Show a jar' }),
    steps: [...withStep(base, 'a', { teacherActions: 'Show a jar' }).steps, step('d', 'Reflect')],
  };
  const { merged, conflicts } = mergeExperienceEdits(base, mine, theirs);
  expect(conflicts).toEqual([]);
  expect(titles(merged)).toEqual(['Share', 'Launch', 'Explore', 'Reflect']);
  expect(merged.steps[1]?.teacherActions).toBe('Show a jar');
});

it('removes a step one side deleted while the other edited another; keeps, and asks about, one deleted and edited', () => {
  const mine = { ...withStep(base, 'a', { title: 'Launch with a jar' }) };
  mine.steps = mine.steps.filter((each) => each.id !== 'c');
  const theirs = withStep(base, 'b', { title: 'Explore the pond' });
  const clean = mergeExperienceEdits(base, mine, theirs);
  expect(clean.conflicts).toEqual([]);
  expect(titles(clean.merged)).toEqual(['Launch with a jar', 'Explore the pond']);

  // They changed the step I removed: it stays as they changed it, and I am asked.
  const edited = withStep(base, 'c', { title: 'Share in pairs' });
  const { merged, conflicts } = mergeExperienceEdits(base, mine, edited);
  expect(titles(merged)).toEqual(['Launch with a jar', 'Explore', 'Share in pairs']);
  expect(conflicts).toEqual([
    expect.objectContaining({ path: ['steps', 'c'], mine: null, theirs: expect.anything() }),
  ]);
  expect(titles(answerExperienceConflict(merged, conflicts[0]!, 'mine'))).toEqual([
    'Launch with a jar',
    'Explore',
  ]);
  expect(titles(answerExperienceConflict(merged, conflicts[0]!, 'both'))).toEqual(titles(merged));
});

it('asks only about the same field changed differently by both, and keeps both texts on request', () => {
  const mine = { ...withStep(base, 'b', { title: 'Explore the reeds' }), summary: 'Same.' };
  const theirs = { ...withStep(base, 'b', { title: 'Explore the pond' }), summary: 'Same.' };
  const { merged, conflicts } = mergeExperienceEdits(base, mine, theirs);
  // The summary both changed the same way is no question.
  expect(conflicts).toEqual([
    {
      path: ['steps', 'b', 'title'],
      base: 'Explore',
      mine: 'Explore the reeds',
      theirs: 'Explore the pond',
    },
  ]);
  expect(merged.steps[1]?.title).toBe('Explore the reeds');
  const conflict = conflicts[0]!;
  expect(answerExperienceConflict(merged, conflict, 'theirs').steps[1]?.title).toBe(
    'Explore the pond',
  );
  expect(answerExperienceConflict(merged, conflict, 'both').steps[1]?.title).toBe(
    'Explore the reeds / Explore the pond',
  );
});

it('asks about a text field of the experience, keeping both as paragraphs', () => {
  const mine = { ...base, summary: 'Mine.' };
  const theirs = { ...base, summary: 'Theirs.' };
  const { merged, conflicts } = mergeExperienceEdits(base, mine, theirs);
  expect(conflicts.map((conflict) => conflict.path)).toEqual([['summary']]);
  expect(answerExperienceConflict(merged, conflicts[0]!, 'both').summary).toBe('Mine.\n\nTheirs.');
});

it('takes what is typed as what it saves: a trailing space or a blank material line is no change', () => {
  const mine = { ...base, title: 'Pond dip ', materials: ['Nets', ''] };
  const theirs = { ...base, title: 'Pond dipping', materials: ['Nets'] };
  const start = { ...base, materials: ['Nets'] };
  const { merged, conflicts } = mergeExperienceEdits(start, mine, theirs);
  expect(conflicts).toEqual([]);
  expect(merged.title).toBe('Pond dipping');
});

it('merges linked units, collaborators and standards as sets, with no question', () => {
  const ref = (standardId: string) => ({ frameworkId: 'f', standardId });
  const start = { ...base, standards: [ref('s1')], collaboratorIds: ['ann'] };
  const mine = { ...start, unitIds: ['u1', 'u2'], standards: [], collaboratorIds: ['ann', 'bob'] };
  const theirs = { ...start, unitIds: [], standards: [ref('s1'), ref('s2')] };
  const { merged, conflicts } = mergeExperienceEdits(start, mine, theirs);
  expect(conflicts).toEqual([]);
  expect(merged.unitIds).toEqual(['u2']);
  expect(merged.standards).toEqual([ref('s2')]);
  expect(merged.collaboratorIds).toEqual(['ann', 'bob']);
});
