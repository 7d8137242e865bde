// The AI panels of an experience and of its steps, in the editor as a teacher uses them: what AI
// can do there, its cost and the team's allowance, and a draft that changes the form only when
// used (and then only what it reworked). The data layer and the callable are replaced.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Experience,
  ExperienceContent,
  GenerateDraftResponse,
} from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { generateDraft } from '../../../api/generate-draft';
import { fetchTeamAllowance } from '../../../api/team-directory';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import EditExperiencePage from '../edit/EditExperiencePage';

const mockRead = jest.fn<Promise<Experience>, [string]>();
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/experience-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return { experienceQuery: (id: string) => readOnce(['experience', id], () => mockRead(id)) };
});
jest.mock('../../../api/experience-writes', () => ({ saveExperience: jest.fn() }));
jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return { teamUnitsQuery: (teamId: string) => readOnce(['units', teamId], async () => []) };
});
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/team-directory', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return {
    fetchTeamAllowance: jest.fn(),
    teamMembersQuery: (teamId: string) => readOnce(['members', teamId], async () => []),
  };
});
jest.mock('../../../api/curriculum-reads', () => ({ fetchStandardsByRef: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 'e1' }),
  useBlocker: () => ({ state: 'unblocked' }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const step = (title: string, teacherActions = '') => ({
  title,
  minutes: 10,
  teacherActions,
  studentActions: '',
});

const saved: Experience = {
  id: 'e1',
  title: 'Pond dip',
  type: 'investigation',
  summary: 'Look for life in pond water.',
  duration: { amount: 30, unit: 'minutes' },
  grouping: 'smallGroups',
  steps: [step('Launch', 'Show a jar'), step('Explore', 'Hand out nets'), step('Share')].map(
    (each, index) => ({ ...each, id: `step-${index + 1}` }),
  ),
  materials: ['Nets'],
  resources: [],
  safetyNotes: 'Stay back from the edge.',
  differentiation: { support: '', extension: '', language: '' },
  evidence: '',
  assessment: '',
  standards: [],
  teamId: 't1',
  subject: 'Science',
  grade: '5',
  unitIds: [],
  rubricId: null,
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  version: 4,
  baseVersion: 3,
  updatedBy: 'me',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

const answer = (experience: ExperienceContent): GenerateDraftResponse<'experience'> => ({
  experience,
  usage: { promptTokens: 900, completionTokens: 600, totalTokens: 1500 },
  provider: 'offline',
  model: 'offline-draft-1',
});

/** What the form held when it opened, as the callable receives it. */
const content = (): ExperienceContent => {
  const { title, type, summary, duration, grouping, steps, materials, resources } = saved;
  const { safetyNotes, differentiation, evidence, assessment, standards } = saved;
  return {
    // What a request carries: the steps without their ids.
    steps: steps.map(({ id: _id, ...each }) => each),
    ...{ title, type, summary, duration, grouping, materials, resources },
    ...{ safetyNotes, differentiation, evidence, assessment, standards },
  };
};

beforeEach(() => {
  mockRead.mockReset().mockResolvedValue(saved);
  jest.mocked(generateDraft).mockReset();
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  jest.mocked(fetchTeamAllowance).mockResolvedValue({ used: 1200, limit: 50000 });
  localStorage.clear();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: null, photoURL: null, emailVerified: true },
  });
});
// The whole editor renders behind each panel: slow on a busy machine.
jest.setTimeout(30_000);

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

async function openPanel(buttonName: string) {
  await renderWithI18n(<EditExperiencePage />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: buttonName }));
  return { user, panel: await screen.findByRole('dialog') };
}

const teacherActions = () =>
  screen
    .getAllByLabelText('What the teacher does')
    .map((area) => (area as HTMLTextAreaElement).value);

describe('the experience’s AI panel', () => {
  it('lists what AI can do with its cost and the allowance, and uses the draft only when asked', async () => {
    const { user, panel } = await openPanel('AI for this experience');
    expect(within(panel).getByRole('heading', { name: 'AI · This experience' })).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Draft it again', 'Make it more hands-on', 'Add differentiation']);
    expect(within(panel).getByText('Cost ≈ 3,200 tokens')).toBeVisible();
    expect(
      await within(panel).findByText('Team allowance: 1,200 of 50,000 tokens used'),
    ).toBeVisible();

    const differentiated = {
      ...content(),
      differentiation: {
        support: 'Picture cards',
        extension: 'Design a test',
        language: 'Word wall',
      },
    };
    jest.mocked(generateDraft).mockResolvedValue(answer(differentiated));
    await user.click(within(panel).getByRole('radio', { name: 'Add differentiation' }));
    await user.click(within(panel).getByRole('button', { name: 'Draft with AI' }));
    expect(generateDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        task: 'experience',
        teamId: 't1',
        experienceId: 'e1',
        mode: 'differentiation',
        experience: content(),
        language: 'en',
      }),
      expect.anything(),
    );
    await within(panel).findByRole('heading', { name: 'Draft for review' });
    expect(within(panel).getByText('Picture cards')).toBeVisible();
    // The modal panel hides the page from assistive technology meanwhile.
    expect(screen.getByLabelText('Support')).toHaveValue('');

    await user.click(within(panel).getByRole('button', { name: 'Use this draft' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Support')).toHaveValue('Picture cards');
    expect(screen.getByLabelText('Language support')).toHaveValue('Word wall');
    // Taken into the form, unsaved: the teacher saves it the usual way.
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('a step’s AI panel', () => {
  it('lists the step’s actions; a discarded draft leaves the form as it was', async () => {
    jest.mocked(generateDraft).mockResolvedValue(
      answer({
        ...content(),
        steps: [step('Changed'), step('Explore', 'Nets. Support.'), step('Share')],
      }),
    );
    const { user, panel } = await openPanel('AI for step 2: Explore');
    expect(within(panel).getByRole('heading', { name: 'AI · Step 2' })).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Improve this step', 'Add differentiation']);
    await user.click(within(panel).getByRole('radio', { name: 'Add differentiation' }));
    await user.click(within(panel).getByRole('button', { name: 'Draft with AI' }));
    expect(generateDraft).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'stepDifferentiation', stepIndex: 1, experience: content() }),
      expect.anything(),
    );
    await user.click(await within(panel).findByRole('button', { name: 'Discard' }));
    expect(within(panel).queryByRole('heading', { name: 'Draft for review' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Close the AI panel' }));
    expect(teacherActions()).toEqual(['Show a jar', 'Hand out nets', '']);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('takes only its own step from the draft into the form', async () => {
    jest.mocked(generateDraft).mockResolvedValue(
      answer({
        ...content(),
        title: 'Renamed by the model',
        steps: [
          step('Changed'),
          step('Explore', 'Hand out nets. Before moving on, ask.'),
          step('Share'),
        ],
      }),
    );
    const { user, panel } = await openPanel('AI for step 2: Explore');
    await user.click(within(panel).getByRole('button', { name: 'Draft with AI' }));
    expect(generateDraft).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'improveStep', stepIndex: 1 }),
      expect.anything(),
    );
    expect(await within(panel).findByText('Hand out nets. Before moving on, ask.')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Use this draft' }));
    expect(teacherActions()).toEqual(['Show a jar', 'Hand out nets. Before moving on, ask.', '']);
    expect(screen.getByLabelText('Title')).toHaveValue('Pond dip');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
