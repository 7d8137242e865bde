// Reflections after teaching: listed by author and date; adding one keeps what was typed when
// it is empty or fails, and lists it once added.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { listReflections } from '../../api/experience-reads';
import { addReflection } from '../../api/experience-writes';
import { PlanningFailure } from '../../api/planning-failure';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import { ReflectionsSection } from './ReflectionsSection';

jest.mock('../../api/experience-reads', () => ({ listReflections: jest.fn() }));
jest.mock('../../api/experience-writes', () => ({ addReflection: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);

const reflection = {
  id: 'r1',
  authorId: 'li',
  authorName: 'Li Wei',
  taughtOn: '2027-01-13',
  worked: 'The tug made it click.',
  change: '',
  createdAt: new Date(),
};

beforeEach(() => {
  jest.mocked(listReflections).mockReset().mockResolvedValue([reflection]);
  jest.mocked(addReflection).mockReset();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: 'Malee', photoURL: null, emailVerified: true },
  });
});

it('lists reflections and adds mine without touching the experience', async () => {
  jest.mocked(addReflection).mockResolvedValue('r2');
  await renderWithI18n(<ReflectionsSection experienceId="e1" />);
  expect(await screen.findByText('Li Wei, taught Jan 13, 2027')).toBeInTheDocument();
  expect(screen.getByText('What worked: The tug made it click.')).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add reflection' }));
  expect(screen.getByText('Write what worked or what to change.')).toBeInTheDocument();
  expect(addReflection).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: 'What to change' }), 'Longer yarn.');
  jest
    .mocked(listReflections)
    .mockResolvedValue([
      reflection,
      { ...reflection, id: 'r2', authorName: 'Malee', worked: '', change: 'Longer yarn.' },
    ]);
  await user.click(screen.getByRole('button', { name: 'Add reflection' }));
  expect(addReflection).toHaveBeenCalledWith(
    'e1',
    { taughtOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), worked: '', change: 'Longer yarn.' },
    { uid: 'me', name: 'Malee' },
  );
  expect(await screen.findByText('Reflection added.')).toBeInTheDocument();
  expect(screen.getByText('What to change: Longer yarn.')).toBeInTheDocument();
});

it('keeps what was typed when adding fails', async () => {
  jest.mocked(addReflection).mockRejectedValue(new PlanningFailure('network'));
  await renderWithI18n(<ReflectionsSection experienceId="e1" />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'What worked' }), 'Groups of three.');
  await user.click(screen.getByRole('button', { name: 'Add reflection' }));
  expect(await screen.findByRole('textbox', { name: 'What worked' })).toHaveValue(
    'Groups of three.',
  );
  expect(screen.queryByText('Reflection added.')).not.toBeInTheDocument();
});
