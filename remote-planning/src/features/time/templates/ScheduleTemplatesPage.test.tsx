// The templates page: a leader creates a 6-day rotation with a holiday and sees the calendar
// skip it; a member reads without a form; a save that lost a race offers the conflict choice.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeDate } from '@lesson-planner/shared-contracts/localized-fields/testing';
import type { ScheduleTemplate } from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { PlanningFailure } from '../../../api/planning-failure';
import { fetchTemplate, schoolTimeKeys } from '../../../api/school-time-reads';
import { chooseDefaultTemplate, saveTemplate } from '../../../api/school-time-writes';
import { serve } from '../../../test-utils/fake-live';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import ScheduleTemplatesPage from './ScheduleTemplatesPage';

// The shared school-time module's data layer (meeting slots) is not used here.
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ getDb: jest.fn() }));
jest.mock('../../../api/school-time-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockSchoolTimeReads(),
);
jest.mock('../../../api/school-time-writes', () => ({
  saveTemplate: jest.fn(),
  chooseDefaultTemplate: jest.fn(),
}));
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/fake-live').mockTeamDirectory(),
);
// The shared schedule feature also holds the team loaders; they are not used here.
jest.mock('../../../api/unit-plan-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../../api/unit-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/content', () => ({
  LinkButton: ({ to, children }: { to: string; children: ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const stored: ScheduleTemplate = {
  id: 'tpl-1',
  teamId: 't1',
  name: 'Primary',
  startDate: '2026-06-01',
  endDate: '2027-03-31',
  cycleKind: 'weekly',
  cycleDays: Array.from({ length: 5 }, () => ({
    label: '',
    periods: [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }],
  })),
  closures: [],
  createdBy: 'leader',
  createdAt: new Date(),
  version: 2,
  baseVersion: 1,
  updatedBy: 'leader',
  updatedAt: new Date(),
};

const templates = schoolTimeKeys.templates('t1');
const defaultTemplate = schoolTimeKeys.defaultTemplate('t1');

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState(signedInAs('me', { email: null }));
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5', 'leader')]);
  serve(templates, []);
  serve(defaultTemplate, null);
  jest.mocked(saveTemplate).mockResolvedValue({ id: 'tpl-new', version: 1 });
  jest.mocked(chooseDefaultTemplate).mockResolvedValue();
});

async function fillRotation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New template' }));
  await user.type(screen.getByLabelText('Name'), 'Secondary');
  await typeDate(user, 'Term starts', '2026-06-01');
  await typeDate(user, 'Term ends', '2026-06-30');
  await user.selectOptions(screen.getByLabelText('Day cycle'), 'rotation');
  await user.click(screen.getByRole('button', { name: 'Add a day without lessons' }));
  await user.type(screen.getByLabelText('What it is (holiday, exams, sports day…)'), 'Sports day');
  await typeDate(user, 'From', '2026-06-03');
}

it('lets a leader create a 6-day rotation whose calendar skips the holiday', async () => {
  const user = userEvent.setup();
  await renderWithI18n(<ScheduleTemplatesPage />);
  await fillRotation(user);
  await user.click(screen.getByRole('button', { name: 'Save template' }));

  expect(await screen.findByText('Template saved.')).toBeInTheDocument();
  const [teamId, templateId, draft, baseVersion, uid] = jest.mocked(saveTemplate).mock.calls[0]!;
  expect([teamId, templateId, baseVersion, uid]).toEqual(['t1', null, 0, 'me']);
  expect(draft).toMatchObject({
    name: 'Secondary',
    cycleKind: 'rotation',
    closures: [
      { label: 'Sports day', start: '2026-06-03', end: '2026-06-03', consumesCycleDay: false },
    ],
  });
  expect(draft.cycleDays).toHaveLength(6);
  expect(chooseDefaultTemplate).toHaveBeenCalledWith('t1', 'tpl-new', 'me');

  const calendar = screen.getByRole('table', { name: /Cycle days in June 2026/ });
  const cell = (date: string) => calendar.querySelector(`td[data-date="${date}"]`)!;
  expect(cell('2026-06-02')).toHaveTextContent('Day 2');
  expect(cell('2026-06-03')).toHaveTextContent('Sports day (rotation skips it)');
  expect(cell('2026-06-04')).toHaveTextContent('Day 3');
  expect(cell('2026-06-06')).toHaveTextContent('Weekend');
  expect(cell('2026-06-09')).toHaveTextContent('Day 6');
  expect(cell('2026-06-10')).toHaveTextContent('Day 1');
}, 60_000);

it('shows what to fix and saves nothing when the template is incomplete', async () => {
  const user = userEvent.setup();
  await renderWithI18n(<ScheduleTemplatesPage />);
  await user.click(await screen.findByRole('button', { name: 'New template' }));
  await user.click(screen.getByRole('button', { name: 'Save template' }));
  expect(await screen.findByText('Give the template a name.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(saveTemplate).not.toHaveBeenCalled();
});

it("lists the team's templates in the kit's table, another made the default from its row menu", async () => {
  serve(templates, [stored, { ...stored, id: 'tpl-2', name: 'Secondary rotation' }]);
  serve(defaultTemplate, 'tpl-1');
  const user = userEvent.setup();
  await renderWithI18n(<ScheduleTemplatesPage />);
  const table = await screen.findByRole('table', { name: 'Templates' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Name', 'Term', 'Actions']);
  const primary = within(table).getByRole('row', { name: /^Primary/ });
  expect(within(primary).getByText('Team default')).toBeInTheDocument();
  expect(within(primary).getByText('Jun 1, 2026 – Mar 31, 2027')).toBeInTheDocument();
  // The default has nothing left to choose; the other template's menu makes it the default.
  expect(within(primary).queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Actions: Secondary rotation' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Make it the team default' }));
  expect(chooseDefaultTemplate).toHaveBeenCalledWith('t1', 'tpl-2', 'me');
});

it('lets a member read the templates and their calendar, without a form', async () => {
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  serve(templates, [stored]);
  serve(defaultTemplate, 'tpl-1');
  const user = userEvent.setup();
  await renderWithI18n(<ScheduleTemplatesPage />);
  expect(await screen.findByText(/Only the team's leaders change templates/)).toBeInTheDocument();
  expect(screen.getByText('Team default')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Primary' }));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
});

it('offers the saved copy or an overwrite when someone else saved first', async () => {
  serve(templates, [stored]);
  serve(defaultTemplate, 'tpl-1');
  jest.mocked(saveTemplate).mockRejectedValueOnce(new PlanningFailure('conflict'));
  jest.mocked(fetchTemplate).mockResolvedValue({ ...stored, version: 3 });
  const user = userEvent.setup();
  await renderWithI18n(<ScheduleTemplatesPage />);
  await user.click(await screen.findByRole('button', { name: 'Primary' }));
  const name = screen.getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Primary 2026');
  await user.click(screen.getByRole('button', { name: 'Save template' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(/saved/i)).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Primary 2026');
  jest.mocked(saveTemplate).mockResolvedValue({ id: 'tpl-1', version: 4 });
  await user.click(screen.getByRole('button', { name: 'Save mine over it' }));
  expect(await screen.findByText('Template saved.')).toBeInTheDocument();
  expect(jest.mocked(saveTemplate).mock.calls[1]?.[3]).toBe(3);
});
