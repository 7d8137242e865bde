// Reflections after teaching: signed with the author's name from the team's member records
// (issue 27: a stored name could say anyone), listed a page at a time, bounded per teacher with
// a polite refusal at the limit, deletable by their author; adding one keeps what was typed
// when it is empty or fails, and lists it once added.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reflection } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import type { ReflectionCursor, ReflectionPage } from '../../../api/experience-reads';
import { addReflection, deleteReflection } from '../../../api/experience-writes';
import { PlanningFailure } from '../../../api/planning-failure';
import { listTeamMembers } from '../../../api/team-directory';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { ReflectionsSection } from './ReflectionsSection';

/** The reflections' reads: the newest page (read once here, not live) and the earlier ones. */
const mockListReflections = jest.fn<Promise<ReflectionPage>, [string, ReflectionCursor?]>();
jest.mock('../../../api/experience-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return {
    reflectionsQuery: (id: string) => readOnce(['reflections', id], () => mockListReflections(id)),
    listEarlierReflections: (id: string, after: ReflectionCursor) => mockListReflections(id, after),
  };
});
jest.mock('../../../api/experience-writes', () => ({
  addReflection: jest.fn(),
  deleteReflection: jest.fn(),
}));
jest.mock('../../../api/team-directory', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const listTeamMembers = jest.fn();
  return {
    listTeamMembers,
    teamMembersQuery: (teamId: string) =>
      readOnce(['members', teamId], () => listTeamMembers(teamId)),
  };
});
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);

const EXPERIENCE = { id: 'e1', teamId: 't1' };

const byLi: Reflection = {
  id: 'li_0',
  authorId: 'li',
  taughtOn: '2027-01-13',
  worked: 'The tug made it click.',
  change: '',
  createdAt: new Date(),
};
const mine: Reflection = {
  ...byLi,
  id: 'me_0',
  authorId: 'me',
  taughtOn: '2027-01-20',
  worked: '',
  change: 'Longer yarn.',
};
const onePage = (reflections: Reflection[]) => ({ reflections, next: null });

beforeEach(() => {
  mockListReflections.mockReset().mockResolvedValue(onePage([byLi]));
  jest.mocked(addReflection).mockReset();
  jest.mocked(deleteReflection).mockReset().mockResolvedValue();
  jest.mocked(listTeamMembers).mockResolvedValue([
    { userId: 'li', name: 'Li Wei Teacher' },
    { userId: 'me', name: 'Malee Teacher' },
    { userId: 'lead', name: 'Somchai Leader' },
  ]);
  useSession.setState(signedInAs('me', { email: null }));
});

it('signs a reflection with the name in the member records, whatever name is stored with it', async () => {
  // A reflection written before bylines came from the member records, signed by its writer.
  const forged = { ...byLi, worked: 'Signed by someone else', authorName: 'Somchai Leader' };
  const gone = { ...byLi, id: 'left_0', authorId: 'left', worked: 'Written before leaving' };
  mockListReflections.mockResolvedValue(onePage([forged, gone]));
  await renderWithI18n(<ReflectionsSection experience={EXPERIENCE} leads={false} />);
  expect(await screen.findByText('Li Wei Teacher, taught Jan 13, 2027')).toBeInTheDocument();
  expect(screen.getByText('A former team member, taught Jan 13, 2027')).toBeInTheDocument();
  expect(screen.queryByText(/Somchai Leader/)).not.toBeInTheDocument();
});

it('lists reflections and adds mine without touching the experience', async () => {
  jest.mocked(addReflection).mockResolvedValue('me_0');
  await renderWithI18n(<ReflectionsSection experience={EXPERIENCE} leads={false} />);
  expect(await screen.findByText('Li Wei Teacher, taught Jan 13, 2027')).toBeInTheDocument();
  expect(screen.getByText('What worked: The tug made it click.')).toBeInTheDocument();
  expect(
    screen.getByText('Each teacher keeps up to 10 reflections on an experience.'),
  ).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add reflection' }));
  expect(screen.getByText('Write what worked or what to change.')).toBeInTheDocument();
  expect(addReflection).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: 'What to change' }), 'Longer yarn.');
  await user.click(screen.getByRole('button', { name: 'Add reflection' }));
  expect(addReflection).toHaveBeenCalledWith(
    'e1',
    { taughtOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), worked: '', change: 'Longer yarn.' },
    'me',
  );
  expect(await screen.findByText('Reflection added.')).toBeInTheDocument();
  // In the list at once, before the listener brings it, and read only once.
  expect(await screen.findByText('What to change: Longer yarn.')).toBeInTheDocument();
  expect(screen.getByText(/^Malee Teacher, taught /)).toBeInTheDocument();
  expect(mockListReflections).toHaveBeenCalledTimes(1);
});

it('keeps what was typed when adding fails', async () => {
  jest.mocked(addReflection).mockRejectedValue(new PlanningFailure('network'));
  await renderWithI18n(<ReflectionsSection experience={EXPERIENCE} leads={false} />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'What worked' }), 'Groups of three.');
  await user.click(screen.getByRole('button', { name: 'Add reflection' }));
  expect(await screen.findByRole('textbox', { name: 'What worked' })).toHaveValue(
    'Groups of three.',
  );
  expect(screen.queryByText('Reflection added.')).not.toBeInTheDocument();
});

it('at the limit, says to delete one first and keeps what was typed', async () => {
  jest.mocked(addReflection).mockRejectedValue(new PlanningFailure('reflectionLimitReached'));
  await renderWithI18n(<ReflectionsSection experience={EXPERIENCE} leads={false} />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'What worked' }), 'Pairs.');
  await user.click(screen.getByRole('button', { name: 'Add reflection' }));
  expect(
    await screen.findByText(
      'You already keep the most reflections allowed on this experience. Delete one of yours to add another.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'What worked' })).toHaveValue('Pairs.');
});

it('reads a page at a time, earlier ones on request', async () => {
  const cursor = { id: 'li_0' } as unknown as ReflectionCursor;
  const earlier = { ...byLi, id: 'li_1', taughtOn: '2026-11-02', worked: 'Outdoors.' };
  mockListReflections
    .mockResolvedValueOnce({ reflections: [byLi], next: cursor })
    .mockResolvedValueOnce(onePage([earlier]));
  await renderWithI18n(<ReflectionsSection experience={EXPERIENCE} leads={false} />);
  expect(await screen.findByText('What worked: The tug made it click.')).toBeInTheDocument();
  expect(screen.queryByText('What worked: Outdoors.')).not.toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Show earlier reflections' }));
  expect(await screen.findByText('What worked: Outdoors.')).toBeInTheDocument();
  expect(screen.getByText('What worked: The tug made it click.')).toBeInTheDocument();
  expect(mockListReflections).toHaveBeenLastCalledWith('e1', cursor);
  expect(
    screen.queryByRole('button', { name: 'Show earlier reflections' }),
  ).not.toBeInTheDocument();
});

it('lets me delete my own reflection, and only mine unless I lead the team', async () => {
  mockListReflections.mockResolvedValue(onePage([mine, byLi]));
  const { unmount } = await renderWithI18n(
    <ReflectionsSection experience={EXPERIENCE} leads={false} />,
  );
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', {
      name: 'Delete the reflection by Malee Teacher, taught Jan 20, 2027',
    }),
  );
  expect(screen.queryByRole('button', { name: /reflection by Li Wei/ })).not.toBeInTheDocument();
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this reflection?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete reflection' }));
  expect(deleteReflection).toHaveBeenCalledWith('e1', 'me_0');
  expect(await screen.findByText('Li Wei Teacher, taught Jan 13, 2027')).toBeInTheDocument();
  expect(screen.queryByText('What to change: Longer yarn.')).not.toBeInTheDocument();
  unmount();

  await renderWithI18n(<ReflectionsSection experience={EXPERIENCE} leads />);
  expect(
    await screen.findByRole('button', {
      name: 'Delete the reflection by Li Wei Teacher, taught Jan 13, 2027',
    }),
  ).toBeInTheDocument();
});
