// Meeting slots: the grid of a template's cycle days × teaching periods, saved from the
// version the teacher started from.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassroomSlots, ScheduleTemplate } from '@lesson-planner/shared-contracts/schedule';
import { saveClassroomSlots } from '../../api/school-time-writes';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import { SlotsEditor } from './SlotsEditor';

jest.mock('../../api/school-time-writes', () => ({ saveClassroomSlots: jest.fn() }));
// The feature's shared module also holds the team loaders; they are not used here.
jest.mock('../../api/school-time-reads', () => ({}));
jest.mock('../../api/team-directory', () => ({}));
jest.mock('../../api/unit-plan-reads', () => ({}));
jest.mock('../../api/unit-reads', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);

const at = new Date('2026-01-01T00:00:00Z');
const versioned = { version: 3, baseVersion: 2, updatedBy: 'me', updatedAt: at };
const template = (id: string, name: string, labels: string[]): ScheduleTemplate => ({
  id,
  teamId: 't1',
  name,
  startDate: '2026-06-01',
  endDate: '2026-09-30',
  cycleKind: 'rotation',
  cycleDays: labels.map((label) => ({
    label,
    periods: [
      { id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true },
      { id: 'lunch', label: 'Lunch', start: '12:00', end: '13:00', teaching: false },
    ],
  })),
  closures: [],
  createdBy: 'leader',
  createdAt: at,
  ...versioned,
});
const stored: ClassroomSlots = {
  classroomId: '5b',
  teamId: 't1',
  templateId: 'ab',
  slots: [{ cycleDay: 0, periodId: 'p1' }],
  ...versioned,
};

it('ticks the teaching periods the classroom meets in and saves them over the stored version', async () => {
  jest.mocked(saveClassroomSlots).mockResolvedValue(4);
  const onSaved = jest.fn().mockResolvedValue(undefined);
  const user = userEvent.setup();
  await renderWithI18n(
    <SlotsEditor
      classroom={{
        id: '5b',
        name: '5B Science',
        teamId: 't1',
        teacherIds: ['me'],
        archived: false,
      }}
      templates={[
        template('ab', 'A/B days', ['A', 'B']),
        template('six', 'Six days', ['', '', '', '', '', '']),
      ]}
      defaultTemplateId="six"
      stored={stored}
      uid="me"
      onSaved={onSaved}
    />,
  );
  expect(screen.getByLabelText('Schedule template')).toHaveValue('ab');
  expect(screen.getByLabelText('A, 1 (08:30–09:20)')).toBeChecked();
  expect(screen.queryByLabelText(/Lunch/)).not.toBeInTheDocument();
  await user.click(screen.getByLabelText('B, 1 (08:30–09:20)'));
  await user.click(screen.getByLabelText('A, 1 (08:30–09:20)'));
  await user.click(screen.getByRole('button', { name: 'Save meeting times' }));
  expect(await screen.findByText('Meeting times saved.')).toBeInTheDocument();
  expect(saveClassroomSlots).toHaveBeenCalledWith(
    expect.objectContaining({ id: '5b', teamId: 't1' }),
    'ab',
    [{ cycleDay: 1, periodId: 'p1' }],
    3,
    'me',
  );
  expect(onSaved).toHaveBeenCalled();

  await user.selectOptions(screen.getByLabelText('Schedule template'), 'six');
  expect(screen.getByLabelText('Day 6, 1 (08:30–09:20)')).not.toBeChecked();
});
