// The review of a classroom unit's first draft: gaps are marked, the draft's choice is checked,
// the teacher's changed choice is what the lessons are drafted with, and the unit can be renamed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassroomUnitDraft } from '@lesson-planner/shared-contracts/planning';
import { renderWithI18n, withProviders } from '../../../test-utils/render-with-i18n';
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
      title={draft.unit.title}
      titleError={null}
      onTitleChange={jest.fn()}
      busy={false}
      onDraftLessons={onDraftLessons}
      onDiscard={jest.fn()}
    />,
  );
  const user = userEvent.setup();
  // The first step's result is read out: its heading takes the focus.
  expect(
    screen.getByRole('heading', { level: 2, name: 'The unit and its standards' }),
  ).toHaveFocus();
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

it('offers the drafted title for renaming and shows why an empty one cannot be accepted', async () => {
  const onTitleChange = jest.fn();
  const { rerender } = await renderWithI18n(
    <UnitStandardsReview
      draft={draft}
      title="Market maths"
      titleError={null}
      onTitleChange={onTitleChange}
      busy={false}
      onDraftLessons={jest.fn()}
      onDiscard={jest.fn()}
    />,
  );
  const field = screen.getByRole('textbox', { name: 'Unit title' });
  expect(field).toHaveValue('Market maths');
  await userEvent.setup().type(field, '!');
  expect(onTitleChange).toHaveBeenLastCalledWith('Market maths!');

  rerender(
    withProviders(
      <UnitStandardsReview
        draft={draft}
        title=""
        titleError="Give the unit a title."
        onTitleChange={onTitleChange}
        busy={false}
        onDraftLessons={jest.fn()}
        onDiscard={jest.fn()}
      />,
    ),
  );
  expect(screen.getByRole('textbox', { name: 'Unit title' })).toHaveAccessibleDescription(
    'Give the unit a title.',
  );
});
