import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { emptyUnitDraft } from './form-state';
import { draftCandidates, withDraftedUnit } from './unit-draft-ai';

const standard = (id: string, subject: string, gradeBand = 'Grade 5'): Standard => ({
  id,
  code: id.toUpperCase(),
  description: `About ${id}`,
  subject,
  gradeBand,
  strand: '',
  order: 0,
});

const frameworks = [
  {
    framework: { id: 'f1', name: 'Grade 5' },
    standards: [
      standard('ma1', 'Mathematics'),
      standard('sc1', 'Science'),
      standard('ma9', 'Mathematics', 'Grade 9'),
    ],
  },
];
const ref = (standardId: string) => ({ frameworkId: 'f1', standardId });

describe('the standards a unit draft chooses from', () => {
  it('are the ones the teacher already chose', () => {
    const draft = { ...emptyUnitDraft('t1'), subject: 'Mathematics', standards: [ref('sc1')] };
    expect(draftCandidates(frameworks, draft)).toEqual([ref('sc1')]);
  });

  it('are the team’s standards of the unit’s subject and grade, else of its subject, else all', () => {
    const maths = { ...emptyUnitDraft('t1'), subject: 'mathematics', grade: '5' };
    expect(draftCandidates(frameworks, maths)).toEqual([ref('ma1')]);
    expect(draftCandidates(frameworks, { ...maths, grade: '7' })).toEqual([ref('ma1'), ref('ma9')]);
    expect(draftCandidates(frameworks, { ...maths, subject: 'Art' })).toHaveLength(3);
  });
});

it('fills the drafted fields in, keeping everything else as typed', () => {
  const draft = { ...emptyUnitDraft('t1'), title: 'Old', subject: 'Mathematics', weeks: '3' };
  const filled = withDraftedUnit(draft, {
    title: 'Market fractions',
    bigIdeas: ['Fractions are fair shares'],
    essentialQuestions: ['Where do we meet fractions?'],
    summativeAssessment: 'Price a basket.',
    standards: [ref('ma1')],
  });
  expect(filled).toEqual({
    ...draft,
    title: 'Market fractions',
    bigIdeas: ['Fractions are fair shares'],
    essentialQuestions: ['Where do we meet fractions?'],
    summativeAssessment: 'Price a basket.',
    standards: [ref('ma1')],
  });
});
