// Creating a rubric: a title of only spaces or invisible characters is refused with a message
// next to the field, keeping what was typed, and nothing is written.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { createRubric } from '../../api/rubric-writes';
import { listMyTeams } from '../../api/team-directory';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import CreateRubricPage from './CreateRubricPage';

const mockNavigate = jest.fn();
jest.mock('../../api/rubric-writes', () => ({ createRubric: jest.fn() }));
jest.mock('../../api/rubric-reads', () => ({}));
jest.mock('../../api/team-directory', () => ({ listMyTeams: jest.fn() }));
jest.mock('../../api/curriculum-reads', () => ({}));
jest.mock('../../api/unit-reads', () => ({}));
jest.mock('../../api/unit-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useNavigate: () => mockNavigate,
  useSearchParams: () => [new URLSearchParams()],
}));

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: 'Mai', photoURL: null, emailVerified: true },
  });
  jest.mocked(listMyTeams).mockResolvedValue([{ id: 't1', name: 'Grade 5', isLeader: false }]);
  jest.mocked(createRubric).mockResolvedValue('r1');
});
afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

it('refuses a title of invisible characters, says why and keeps it; a real title creates', async () => {
  const user = userEvent.setup();
  await renderWithI18n(<CreateRubricPage />);
  const title = await screen.findByRole('textbox', { name: 'Title' });
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
  expect(mockNavigate).toHaveBeenCalledWith('/rubrics/r1?view=edit');
});
