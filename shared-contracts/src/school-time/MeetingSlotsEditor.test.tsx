// The meeting slots editor: the grid of a template's cycle days × teaching periods, saved over
// the version read; read only for those who do not teach the classroom.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import type { ClassroomSlots, ScheduleTemplate } from '@lesson-planner/shared-contracts/schedule';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { saveClassroomSlots } from './meeting-slots-data';
import { MeetingSlotsEditor } from './MeetingSlotsEditor';
import { VersionConflict } from './versioned-write';

jest.mock('./meeting-slots-data', () => ({ saveClassroomSlots: jest.fn() }));

const texts = (namespace: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(__dirname, `../../../shell/public/locales/en/${namespace}.json`),
      'utf8',
    ),
  );

async function renderEditor(ui: ReactElement) {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      resources: { en: { common: texts('common'), schedule: texts('schedule') } },
    });
  await act(async () => {
    render(<AppProviders>{ui}</AppProviders>);
  });
}

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

const classroom = { id: '5b', name: '5B Science', teamId: 't1' };

beforeEach(() => jest.resetAllMocks());

it('ticks the teaching periods the classroom meets in and saves them over the stored version', async () => {
  jest.mocked(saveClassroomSlots).mockResolvedValue(4);
  const onSaved = jest.fn().mockResolvedValue(undefined);
  const user = userEvent.setup();
  await renderEditor(
    <MeetingSlotsEditor
      classroom={classroom}
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

it('says when someone else saved the meeting times meanwhile', async () => {
  jest.mocked(saveClassroomSlots).mockRejectedValue(new VersionConflict());
  const onSaved = jest.fn();
  const user = userEvent.setup();
  await renderEditor(
    <MeetingSlotsEditor
      classroom={classroom}
      templates={[template('ab', 'A/B days', ['A', 'B'])]}
      defaultTemplateId={null}
      stored={stored}
      uid="me"
      onSaved={onSaved}
    />,
  );
  await user.click(screen.getByLabelText('B, 1 (08:30–09:20)'));
  await user.click(screen.getByRole('button', { name: 'Save meeting times' }));
  expect(await screen.findByText(/Someone else changed these meeting times/)).toBeInTheDocument();
  expect(screen.getByLabelText('B, 1 (08:30–09:20)')).toBeChecked();
  expect(onSaved).not.toHaveBeenCalled();
});

it('shows the meeting times read only, and offers to set them up when there are none', async () => {
  await renderEditor(
    <MeetingSlotsEditor
      classroom={classroom}
      templates={[template('ab', 'A/B days', ['A', 'B'])]}
      defaultTemplateId="ab"
      stored={null}
      uid="me"
      readOnly
      onSaved={jest.fn()}
    />,
  );
  expect(
    screen.getByText('No meeting times have been set up for this classroom yet.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('A, 1 (08:30–09:20)')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save meeting times' })).not.toBeInTheDocument();
});
