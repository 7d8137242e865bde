import { unitCoverageSummary } from './coverage-summary';

const ref = (standardId: string) => ({ frameworkId: 'f1', standardId });

it('counts a standard as addressed by a lesson, an experience or a rubric, each once', () => {
  const unit = [ref('a'), ref('b'), ref('c'), ref('d'), ref('a')];
  expect(
    unitCoverageSummary(
      unit,
      [{ standards: [ref('a'), ref('elsewhere')] }],
      [{ id: 'e1', title: 'Yarn web', standards: [ref('b'), ref('a')] }],
      [{ id: 'r1', title: 'Poster', standards: [ref('c')] }],
    ),
  ).toEqual({ addressed: 3, total: 4 });
});

it('is nothing of nothing for a unit without standards', () => {
  expect(unitCoverageSummary([], [], [], [])).toEqual({ addressed: 0, total: 0 });
});
