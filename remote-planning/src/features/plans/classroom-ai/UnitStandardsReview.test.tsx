// The review of a classroom unit's first draft: gaps are marked, the draft's choice is checked,
// and the teacher's changed choice is what the lessons are drafted with.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassroomUnitDraft } from '@lesson-planner/shared-contracts/planning';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { UnitStandardsReview } from './UnitStandardsReview';

const standard = (code: string, gap: boolean, chosen: boolean) => ({
  frameworkId: 'f',
  standardId: code.toLowerCase(),
  code,
  description: `About ${code}`,
  gap,
  chosen,
});
const meeting = (date: string) => ({
  date,
  periodId: 'p1',
  periodLabel: '1',
  start: '08:30',
  end: '09:20',
  minutes: 50,
});
const draft: ClassroomUnitDraft = {
  draftId: 'd1',
  unit: {
    title: 'Market maths',
    bigIdeas: ['Parts of a whole'],
    essentialQuestions: ['Why do shops give discounts?'],
    summativeAssessment: 'A class market day.',
  },
  standards: [
    standard('MA1', false, false),
    standard('MA2', true, true),
    standard('MA3', true, true),
  ],
  slots: [
    { meetings: [meeting('2026-06-08')], minutes: 50 },
    { meetings: [meeting('2026-06-10')], minutes: 50 },
  ],
  droppedStandardCount: 2,
};

it('marks the gaps, says what was left out, and drafts the lessons with the teacher’s choice', async () => {
  const onDraftLessons = jest.fn();
  await renderWithI18n(
    <UnitStandardsReview
      draft={draft}
      busy={false}
      onDraftLessons={onDraftLessons}
      onDiscard={jest.fn()}
    />,
  );
  const user = userEvent.setup();
  const items = within(screen.getByRole('list', { name: 'Standards' })).getAllByRole('listitem');
  expect(items.map((item) => within(item).queryByText('Gap') !== null)).toEqual([
    false,
    true,
    true,
  ]);
  expect(
    screen.getByText('2 suggested standards were not in your frameworks and were left out.'),
  ).toBeTruthy();
  expect(screen.getByText(/^2 lessons, /)).toBeTruthy();

  await user.click(screen.getByRole('checkbox', { name: /^MA3/ }));
  await user.click(screen.getByRole('checkbox', { name: /^MA1/ }));
  await user.click(screen.getByRole('button', { name: 'Draft 2 lessons' }));
  expect(onDraftLessons).toHaveBeenCalledWith([
    { frameworkId: 'f', standardId: 'ma1' },
    { frameworkId: 'f', standardId: 'ma2' },
  ]);
});
