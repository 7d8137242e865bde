// The create page with an AI draft: "Use this draft" puts it in the editor without saving;
// the teacher edits it and only "Create rubric" saves, then the rubric opens in its editor.
// The callable, the data layer and the router are replaced.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { generateDraft } from '../../../api/generate-draft';
import { createRubric } from '../../../api/rubric-writes';
import { fetchStandardsByRef, listTeamStandards } from '../../../api/curriculum-reads';
import { fetchTeamAllowance } from '../../../api/team-directory';
import { fetchUnit } from '../../../api/unit-reads';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { analyticRubric, rubricDraftResponse } from '../../../test-utils/rubric-drafts';
import CreateRubricPage from './CreateRubricPage';

const navigate = jest.fn();
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));
jest.mock('../../../api/rubric-writes', () => ({ createRubric: jest.fn() }));
// Factories, not automocks: loading the real modules would start Firebase, which needs fetch.
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/team-directory-mock').mockTeamDirectory(),
);
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnit = jest.fn();
  return {
    fetchUnit,
    unitQuery: (unitId: string) => readOnce(['unit', unitId], () => fetchUnit(unitId)),
  };
});
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/curriculum-reads', () => ({
  listTeamStandards: jest.fn(),
  fetchStandardsByRef: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useNavigate: () => navigate,
  useSearchParams: () => [new URLSearchParams('unitId=u1')],
  useBlocker: () => ({ state: 'unblocked' }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const unit = {
  id: 'u1',
  teamId: 't1',
  title: 'Ecosystems',
  subject: 'Science',
  grade: '5',
  standards: [{ frameworkId: 'f1', standardId: 'sc.5.1' }],
  summativeAssessment: 'Food web poster',
} as Unit;

const drafted = analyticRubric({
  description: 'Food web poster',
  criteria: [
    {
      id: 'criterion-1',
      title: 'SC5.1 Life',
      description: '',
      descriptors: ['a', 'b', 'c', 'd'],
      weight: 1,
      points: 1,
      standards: [{ frameworkId: 'f1', standardId: 'sc.5.1' }],
    },
  ],
});

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: 'Mai', photoURL: null, emailVerified: true },
  });
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  jest.mocked(fetchTeamAllowance).mockResolvedValue(null);
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  jest.mocked(listTeamStandards).mockResolvedValue([]);
  jest.mocked(generateDraft).mockResolvedValue(rubricDraftResponse(drafted));
  jest.mocked(createRubric).mockResolvedValue('r9');
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

// Role queries over the whole drafted editor are slow on a busy machine.
jest.setTimeout(30_000);

it('drafts for the unit, fills the editor without saving, and saves the edited draft on “Create rubric”', async () => {
  await renderWithI18n(<CreateRubricPage />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'AI for this rubric' }));
  const task = await screen.findByRole('textbox', { name: 'Task students do' });
  expect(task).toHaveValue('Food web poster');
  await user.click(screen.getByRole('button', { name: 'Draft rubric' }));
  expect(generateDraft).toHaveBeenCalledWith(
    expect.objectContaining({
      task: 'rubric',
      teamId: 't1',
      unitId: 'u1',
      standards: unit.standards,
    }),
    expect.anything(),
  );
  await user.click(await screen.findByRole('button', { name: 'Use this draft' }));

  const criterion = screen.getByRole('group', { name: 'Criterion 1' });
  expect(within(criterion).getByRole('textbox', { name: 'Title' })).toHaveValue('SC5.1 Life');
  expect(createRubric).not.toHaveBeenCalled();

  const proficient = within(criterion).getByRole('textbox', { name: 'Descriptor: Proficient' });
  await user.clear(proficient);
  await user.type(proficient, 'Eight organisms');
  const weight = within(criterion).getByRole('spinbutton', { name: 'Weight' });
  await user.clear(weight);
  await user.type(weight, '2');
  await user.click(screen.getByRole('button', { name: 'Create rubric' }));

  expect(createRubric).toHaveBeenCalledWith(
    expect.objectContaining({
      title: drafted.title,
      unitIds: ['u1'],
      criteria: [
        expect.objectContaining({ weight: 2, descriptors: ['a', 'b', 'Eight organisms', 'd'] }),
      ],
    }),
    't1',
    'me',
  );
  expect(navigate).toHaveBeenCalledWith('/rubrics/r9?view=edit');
});

it('refuses to create a draft whose title was emptied, keeping the rest', async () => {
  await renderWithI18n(<CreateRubricPage />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'AI for this rubric' }));
  await user.click(await screen.findByRole('button', { name: 'Draft rubric' }));
  await user.click(await screen.findByRole('button', { name: 'Use this draft' }));
  const title = screen.getAllByRole('textbox', { name: 'Title' })[0]!;
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Create rubric' }));
  expect(await screen.findByText(/needs attention before saving/)).toBeInTheDocument();
  expect(createRubric).not.toHaveBeenCalled();
  expect(
    within(screen.getByRole('group', { name: 'Criterion 1' })).getByRole('textbox', {
      name: 'Title',
    }),
  ).toHaveValue('SC5.1 Life');
});

it('refuses a title of invisible characters, says why and keeps it; a real title creates', async () => {
  jest.mocked(fetchStandardsByRef).mockResolvedValue(new Map());
  await renderWithI18n(<CreateRubricPage />);
  const user = userEvent.setup();
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, '\u200b\u200b ');
  await user.click(screen.getByRole('button', { name: 'Create rubric' }));

  expect(title).toHaveAccessibleDescription('Give the rubric a title.');
  expect(title).toHaveValue('\u200b\u200b ');
  expect(createRubric).not.toHaveBeenCalled();

  await user.clear(title);
  await user.type(title, 'Poster');
  await user.click(screen.getByRole('button', { name: 'Create rubric' }));
  expect(createRubric).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Poster' }),
    't1',
    'me',
  );
  expect(navigate).toHaveBeenCalledWith('/rubrics/r9?view=edit');
});
