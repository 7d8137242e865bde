// "Use in my classroom": the classrooms the user teaches this year, the lessons placed on the
// chosen one's meetings before anything is written, the choice of linking or copying the
// unit's experiences and rubrics, and what the copyUnit callable is asked; a refusal is said
// and the same copy id is sent again.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { listExperiencesOfUnit } from '../../../api/experience-reads';
import { PlanningFailure } from '../../../api/planning-failure';
import { listUnitRubrics } from '../../../api/rubric-reads';
import { schoolTimeKeys } from '../../../api/school-time-reads';
import { copyUnit, newUnitId } from '../../../api/unit-copy';
import { unitPlanKeys } from '../../../api/unit-plan-reads';
import { unitKeys } from '../../../api/unit-reads';
import { serve } from '../../../test-utils/fake-live';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { CopyUnitDialog } from './CopyUnitDialog';

jest.mock('../../../api/school-time-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockSchoolTimeReads(),
);
jest.mock('../../../api/unit-plan-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../../api/unit-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('../../../api/experience-reads', () => ({ listExperiencesOfUnit: jest.fn() }));
jest.mock('../../../api/rubric-reads', () => ({ listUnitRubrics: jest.fn() }));
jest.mock('../../../api/unit-copy', () => ({ copyUnit: jest.fn(), newUnitId: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
const navigate = jest.fn();
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useNavigate: () => navigate,
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const bell = [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }];
const unit = {
  id: 'u1',
  title: 'Ecosystems',
  teamId: 't1',
  weeks: 4,
  standards: [],
} as unknown as Unit;
const lesson = (title: string) => ({
  title,
  objectives: [],
  standards: [],
  activities: [{ title: 'Work', minutes: 50, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});
const classroom = (id: string, teacherIds: string[], extra = {}) => ({
  id,
  name: id.toUpperCase(),
  teamId: 't1',
  teacherIds,
  archived: false,
  ...extra,
});

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState(signedInAs('me', { email: null }));
  // Monday–Friday from Monday 3 June 2030; 5A meets on Tuesdays and Thursdays.
  serve(schoolTimeKeys.templates('t1'), [
    {
      id: 'weekly',
      teamId: 't1',
      name: 'Weekly',
      startDate: '2030-06-03',
      endDate: '2031-03-28',
      cycleKind: 'weekly',
      cycleDays: Array.from({ length: 5 }, () => ({ label: '', periods: bell })),
      closures: [],
    },
  ]);
  serve(schoolTimeKeys.defaultTemplate('t1'), 'weekly');
  serve(
    schoolTimeKeys.slots('t1'),
    new Map([
      [
        '5a',
        {
          classroomId: '5a',
          templateId: 'weekly',
          slots: [
            { cycleDay: 1, periodId: 'p1' },
            { cycleDay: 3, periodId: 'p1' },
          ],
        },
      ],
    ]),
  );
  serve(schoolTimeKeys.schedules('t1'), []);
  serve(schoolTimeKeys.lostDays('t1'), []);
  serve(schoolTimeKeys.classrooms('t1'), [
    classroom('5a', ['me']),
    classroom('5b', ['someone']),
    classroom('4a', ['me'], { pastSchoolYear: 2029 }),
  ]);
  serve(unitKeys.ofTeam('t1'), [unit]);
  serve(unitPlanKeys.ofTeam('t1'), [
    { unitId: 'u1', lessons: [lesson('Plants'), lesson('Food chains'), lesson('Garden')] },
  ]);
  jest.mocked(listExperiencesOfUnit).mockResolvedValue([{ id: 'e1' }] as never);
  jest.mocked(listUnitRubrics).mockResolvedValue([]);
  jest.mocked(newUnitId).mockResolvedValue('copy-1');
  jest.mocked(copyUnit).mockResolvedValue({ unitId: 'copy-1', alreadyCopied: false });
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

async function openDialog() {
  await renderWithI18n(<CopyUnitDialog unit={unit} onClose={jest.fn()} />);
  return screen.findByRole('dialog', { name: 'Use “Ecosystems” in my classroom' });
}

it('places the lessons on my classroom’s meetings and copies with what I chose', async () => {
  const user = userEvent.setup();
  const dialog = await openDialog();
  // Only the classrooms I teach this year, and "no classroom".
  const classroom = within(dialog).getByRole('combobox', { name: 'Classroom' });
  expect(
    within(classroom)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['5A', 'No classroom for now']);

  const preview = await within(dialog).findByRole('region', { name: 'Where the lessons fall' });
  expect(within(preview).getByRole('status')).toHaveTextContent(
    '3 lessons, from Tue, Jun 4 to Tue, Jun 11.',
  );
  expect(
    within(preview)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-date')),
  ).toEqual(['2030-06-04', '2030-06-06', '2030-06-11']);
  // Experiences are offered (the unit has one); rubrics are not (it has none).
  await user.click(within(dialog).getByRole('radio', { name: /^Use the same ones/ }));
  expect(within(dialog).queryByRole('radiogroup', { name: /rubric/ })).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Copy the unit' }));
  expect(copyUnit).toHaveBeenCalledWith({
    sourceUnitId: 'u1',
    unitId: 'copy-1',
    classroomId: '5a',
    startDate: '2030-06-04',
    experiences: 'linked',
    rubrics: 'linked',
  });
  expect(navigate).toHaveBeenCalledWith('/units/copy-1', { state: { copied: true } });
});

it('copies unscheduled when asked to schedule later', async () => {
  const user = userEvent.setup();
  const dialog = await openDialog();
  await user.click(within(dialog).getByRole('radio', { name: "Not yet: I'll schedule it later" }));
  expect(within(dialog).queryByRole('region', { name: 'Where the lessons fall' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Copy the unit' }));
  expect(copyUnit).toHaveBeenCalledWith(
    expect.objectContaining({ classroomId: '5a', startDate: null }),
  );
});

it('says why a copy was refused, and asks again for the same copy', async () => {
  const user = userEvent.setup();
  jest.mocked(copyUnit).mockRejectedValueOnce(new PlanningFailure('linkLimit'));
  const dialog = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Copy the unit' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    /already linked to as many units as allowed/,
  );
  expect(navigate).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Copy the unit' }));
  expect(newUnitId).toHaveBeenCalledTimes(1);
  expect(jest.mocked(copyUnit).mock.calls.map(([request]) => request.unitId)).toEqual([
    'copy-1',
    'copy-1',
  ]);
});
