// Issue 17: the rules bound a rubric's criteria only by count, so a stored criterion can have a
// descriptor that is a number; the page used to show only an error. The data layer is
// replaced; the stored document is read by the real decoder.
import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rubric } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { toRubric } from '../../../api/codec';
import {
  announcePresence,
  readOwnHeartbeat,
  watchPresence,
  withdrawPresence,
} from '../../../api/presence';
import { saveRubric } from '../../../api/rubric-writes';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { analyticRubric } from '../../../test-utils/rubric-drafts';
import { readLocalRubric, writeLocalRubric } from './local-rubric';
import { contentOf } from './rubric-editor-store';
import RubricPage from './RubricPage';

const mockView = { search: '' };
/**
 * The rubric's live reading: its first value from `read`, each later one as a test calls
 * `rubric` as Firestore would.
 */
const mockLive = {
  read: jest.fn<Promise<Rubric>, [string]>(),
  rubric: null as ((rubric: Rubric) => void) | null,
};

jest.mock('../../../api/rubric-reads', () => {
  const { liveQuery } = jest.requireActual('@lesson-planner/shared-contracts/server-state');
  return {
    rubricQuery: (id: string) =>
      liveQuery(['rubric', id], (emit: (rubric: Rubric) => void, fail: (e: unknown) => void) => {
        mockLive.rubric = emit;
        mockLive.read(id).then(emit, fail);
        return () => undefined;
      }),
  };
});
jest.mock('../../../api/presence', () => ({
  announcePresence: jest.fn(),
  readOwnHeartbeat: jest.fn(),
  withdrawPresence: jest.fn(),
  watchPresence: jest.fn(),
}));
jest.mock('../../../api/rubric-writes', () => ({ saveRubric: jest.fn() }));
jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));
jest.mock('../../../api/curriculum-reads', () => ({ listTeamStandards: jest.fn(async () => []) }));
jest.mock('@lesson-planner/shared-contracts/teams', () => {
  const { mockMyTeams, myTeam } = jest.requireActual(
    '@lesson-planner/shared-contracts/teams/testing',
  );
  const teams = mockMyTeams();
  teams.readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  return teams;
});
jest.mock('../../../api/unit-reads', () => ({}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 'r1' }),
  useSearchParams: () => [new URLSearchParams(mockView.search), jest.fn()],
  useNavigate: () => jest.fn(),
  useBlocker: () => ({ state: 'unblocked' }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const criterion = (id: string, descriptors: unknown) => ({
  id,
  title: `Criterion ${id}`,
  description: '',
  descriptors,
  weight: 1,
  points: 1,
  standards: [],
});
const readable = [criterion('a', ['1', '2', '3', '4']), criterion('c', ['5', '6', '7', '8'])];

const stored = {
  ...analyticRubric({ title: 'Food web poster' }),
  criteria: [readable[0], criterion('b', ['Some', 7, 'x', 'y']), readable[1]],
  teamId: 't1',
  ownerId: 'me',
  version: 3,
  baseVersion: 2,
  updatedBy: 'me',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

beforeEach(() => {
  mockLive.read.mockReset().mockImplementation(async (id) => toRubric(id, stored));
  mockLive.rubric = null;
  jest.mocked(saveRubric).mockReset().mockResolvedValue({ status: 'saved', version: 4 });
  jest.mocked(announcePresence).mockResolvedValue(undefined);
  jest.mocked(readOwnHeartbeat).mockResolvedValue(null);
  jest.mocked(withdrawPresence).mockResolvedValue(undefined);
  jest.mocked(watchPresence).mockResolvedValue(() => undefined);
  localStorage.clear();
  useSession.setState(signedInAs('me', { email: null }));
});

it('reads a rubric with a malformed criterion: the others show and the gap is marked', async () => {
  mockView.search = '';
  await renderWithI18n(<RubricPage />);
  expect(await screen.findByRole('note')).toHaveTextContent('This part could not be read.');
  expect(screen.getByText(/Some criteria, or other parts of this rubric/)).toBeInTheDocument();
  expect(screen.getAllByText('Criterion a').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Criterion c').length).toBeGreaterThan(0);
  expect(screen.queryByText('Criterion b')).not.toBeInTheDocument();
});

it('edits it saying what saving keeps, and saves the readable criteria unchanged', async () => {
  mockView.search = 'view=edit';
  await renderWithI18n(<RubricPage />);
  expect(await screen.findByText(/Saving keeps only what is shown/)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save rubric' }));
  expect(saveRubric).toHaveBeenCalledWith(
    'r1',
    expect.objectContaining({ criteria: readable }),
    3,
    'me',
  );
});

it('offers its views as segmented tabs, apart from the Print and Export buttons', async () => {
  mockView.search = 'view=score';
  await renderWithI18n(<RubricPage />);
  const views = await screen.findByRole('tablist', { name: 'Rubric views' });
  expect(
    within(views)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Read', 'Edit', 'Score', 'Student version']);
  expect(within(views).getByRole('tab', { name: 'Score' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tabpanel', { name: 'Score' })).toBeInTheDocument();
  expect(within(views).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
});

describe('with a teammate saving the same rubric', () => {
  const clean = { ...stored, criteria: readable };
  const saved = (version: number, criteria: unknown[]) =>
    toRubric('r1', { ...clean, version, baseVersion: version - 1, criteria });

  it('takes in their criterion as it arrives, asks about the title both changed, keeps both', async () => {
    mockLive.read.mockImplementation(async (id) => toRubric(id, clean));
    mockView.search = 'view=edit';
    await renderWithI18n(<RubricPage />);
    const user = userEvent.setup();
    const titles = await screen.findAllByRole('textbox', { name: 'Title' });
    // The rubric's own title comes first, then each criterion's.
    const [, first] = titles;
    await user.clear(first!);
    await user.type(first!, 'Food chains drawn');
    await waitFor(() => expect(mockLive.rubric).not.toBeNull());

    await act(async () =>
      mockLive.rubric!(
        saved(4, [
          { ...readable[0], title: 'Food chains labelled' },
          { ...readable[1], title: 'Energy flow' },
        ]),
      ),
    );

    // Their second criterion came in (through the query cache, a tick later); the first is asked
    // about, both texts side by side.
    expect(await screen.findByDisplayValue('Energy flow')).toBeInTheDocument();
    expect(first).toHaveValue('Food chains drawn');
    const question = screen.getByRole('region', { name: 'Criterion 1 · Title' });
    expect(within(question).getByText('Food chains drawn')).toBeInTheDocument();
    expect(within(question).getByText('Food chains labelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rubric' }));
    expect(saveRubric).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Keep both' }));
    expect(first).toHaveValue('Food chains drawn / Food chains labelled');
    await user.click(screen.getByRole('button', { name: 'Save rubric' }));
    expect(saveRubric).toHaveBeenCalledWith(
      'r1',
      expect.objectContaining({
        criteria: [
          expect.objectContaining({ title: 'Food chains drawn / Food chains labelled' }),
          expect.objectContaining({ title: 'Energy flow' }),
        ],
      }),
      4,
      'me',
    );
  });
});

describe('a copy kept in this browser', () => {
  const whole = { ...stored, criteria: readable };
  const keep = (title: string) =>
    writeLocalRubric('me', 'r1', {
      baseVersion: 2,
      savedAt: new Date(),
      draft: contentOf(toRubric('r1', { ...whole, title })),
    });

  beforeEach(() => mockLive.read.mockImplementation(async (id) => toRubric(id, whole)));

  it('is offered back when it holds changes', async () => {
    keep('Food web poster, kept');
    await renderWithI18n(<RubricPage />);
    expect(
      await screen.findByRole('heading', { name: 'Unsaved changes found' }),
    ).toBeInTheDocument();
  });

  it('is not offered when it holds nothing the saved rubric lacks (kept while it saved)', async () => {
    keep('Food web poster');
    await renderWithI18n(<RubricPage />);
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unsaved changes found' })).toBeNull();
    expect(readLocalRubric('me', 'r1')).toBeNull();
  });
});
