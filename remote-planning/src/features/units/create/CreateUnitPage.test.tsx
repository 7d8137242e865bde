// Creating a unit: ?classroomId= chooses the classroom and its team, the new unit opens once
// saved, and someone without a team is told what to do first.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { listTeamStandards } from '../../../api/curriculum-reads';
import {
  fetchTeamAllowance,
  fetchClassroomRef,
  listTeamClassrooms,
  listTeamMembers,
} from '../../../api/team-directory';
import { generateDraft } from '../../../api/generate-draft';
import { createUnit } from '../../../api/unit-writes';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import CreateUnitPage from './CreateUnitPage';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/team-directory-mock').mockTeamDirectory(),
);
jest.mock('../../../api/curriculum-reads', () => ({
  listTeamStandards: jest.fn(),
  fetchStandardsByRef: jest.fn(),
}));
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnit = jest.fn();
  return {
    fetchUnit,
    unitKeys: {
      detail: (unitId: string) => ['unit', unitId],
      ofTeam: (teamId: string) => ['units', teamId],
    },
    unitQuery: (unitId: string) => readOnce(['unit', unitId], () => fetchUnit(unitId)),
  };
});
jest.mock('../../../api/unit-writes', () => ({ createUnit: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

let mockQuery = '';
const navigate = jest.fn();
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useNavigate: () => navigate,
  useSearchParams: () => [new URLSearchParams(mockQuery)],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const classroom = {
  id: 'c7',
  name: '7B Science',
  subject: 'Science',
  gradeLevel: '7',
  teamId: 't2',
  archived: false,
};

beforeEach(() => {
  jest.resetAllMocks();
  mockQuery = '';
  useSession.setState(signedInAs('me', { email: null }));
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5'), myTeam('t2', 'Science')]);
  jest.mocked(listTeamMembers).mockResolvedValue([{ userId: 'me', name: 'Mai' }]);
  jest.mocked(listTeamClassrooms).mockResolvedValue([classroom]);
  jest.mocked(listTeamStandards).mockResolvedValue([]);
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

it('starts from the classroom in the address: its team, subject and grade', async () => {
  mockQuery = 'classroomId=c7';
  jest.mocked(fetchClassroomRef).mockResolvedValue(classroom);
  await renderWithI18n(<CreateUnitPage />);
  expect(await screen.findByRole('option', { name: '7B Science' })).toBeInTheDocument();
  expect(fetchClassroomRef).toHaveBeenCalledWith('c7');
  expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('t2');
  expect(screen.getByRole('combobox', { name: 'Classroom (optional)' })).toHaveValue('c7');
  // Free text saved before subjects and grades became choices reads as typed, under "other".
  expect(screen.getByRole('textbox', { name: 'Subject: Other (type it)' })).toHaveValue('Science');
  expect(screen.getByRole('textbox', { name: 'Grade: Other (type it)' })).toHaveValue('7');
});

it('says so when the classroom in the address is not one of my teams’', async () => {
  mockQuery = 'classroomId=elsewhere';
  jest.mocked(fetchClassroomRef).mockResolvedValue({ ...classroom, teamId: 'not-mine' });
  await renderWithI18n(<CreateUnitPage />);
  expect(screen.getByText(/could not be found in your teams/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('');
});

it('creates the unit and opens it', async () => {
  const user = userEvent.setup();
  jest.mocked(createUnit).mockResolvedValue('u9');
  await renderWithI18n(<CreateUnitPage />);
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Forces');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Science');
  await user.click(screen.getByRole('button', { name: 'Create unit' }));
  expect(createUnit).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Forces', teamId: 't2' }),
    'me',
  );
  expect(navigate).toHaveBeenCalledWith('/units/u9');
});

it('sends someone without a team to create one first', async () => {
  readMyTeams.mockResolvedValue([]);
  await renderWithI18n(<CreateUnitPage />);
  expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
    'href',
    '/team/create',
  );
  expect(screen.queryByRole('button', { name: 'Create unit' })).not.toBeInTheDocument();
});

it('drafts the unit with AI from the classroom’s subject and the team’s standards, and fills the form in on request', async () => {
  const user = userEvent.setup();
  mockQuery = 'classroomId=c7';
  jest.mocked(fetchClassroomRef).mockResolvedValue(classroom);
  jest.mocked(fetchTeamAllowance).mockResolvedValue({ used: 1200, limit: 1_000_000 });
  const standard = (id: string, subject: string) => ({
    id,
    code: id.toUpperCase(),
    description: `About ${id}`,
    subject,
    gradeBand: 'Grade 7',
    strand: '',
    order: 0,
  });
  jest.mocked(listTeamStandards).mockResolvedValue([
    {
      framework: { id: 'f1', name: 'Grade 7' },
      standards: [standard('sc1', 'Science'), standard('ma1', 'Mathematics')],
    },
  ]);
  const drafted = {
    title: 'Forces around us',
    bigIdeas: ['Forces change motion'],
    essentialQuestions: ['What makes things move?'],
    summativeAssessment: 'Build a cart.',
    standards: [{ frameworkId: 'f1', standardId: 'sc1' }],
  };
  jest.mocked(generateDraft).mockResolvedValue({
    unit: drafted,
    usage: { promptTokens: 900, completionTokens: 300, totalTokens: 1200 },
    provider: 'offline',
    model: 'offline-draft-1',
  });
  await renderWithI18n(<CreateUnitPage />);
  await screen.findByRole('option', { name: '7B Science' });

  await user.click(screen.getByRole('button', { name: 'AI: draft this unit' }));
  const panel = within(screen.getByRole('dialog', { name: 'AI · New unit' }));
  expect(await panel.findByText(/1,200 of 1,000,000 tokens used/)).toBeInTheDocument();
  await user.click(await panel.findByRole('button', { name: 'Draft the unit' }));
  expect(generateDraft).toHaveBeenCalledWith(
    expect.objectContaining({
      task: 'unit',
      teamId: 't2',
      subject: 'Science',
      grade: '7',
      weeks: 4,
      standards: [{ frameworkId: 'f1', standardId: 'sc1' }],
    }),
    expect.anything(),
  );
  expect(await panel.findByText('Forces around us')).toBeInTheDocument();
  expect(panel.getByText(/not an AI model/)).toBeInTheDocument();

  await user.click(panel.getByRole('button', { name: 'Use this draft' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Forces around us');
  expect(screen.getByRole('textbox', { name: 'Summative assessment' })).toHaveValue(
    'Build a cart.',
  );
});
