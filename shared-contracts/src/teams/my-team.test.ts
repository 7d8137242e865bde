// The user's teams as every area reads them: a team document as the user sees it, and the
// TeamRefs planning and curriculum show.
import { Timestamp } from 'firebase/firestore';
import { toMyTeam, toTeamRefs } from './my-team';

it('reads a team document as the user sees it, leniently', () => {
  const created = new Date('2026-09-01T00:00:00Z');
  const team = toMyTeam(
    't1',
    {
      name: 'Grade 5',
      createdAt: Timestamp.fromDate(created),
      roles: { me: 'leader', ann: 'member', odd: 7 },
      tokenUsage: { totalTokens: 10, tokenLimit: 100, memberLimits: {} },
    },
    'me',
  );
  expect(team).toMatchObject({
    id: 't1',
    name: 'Grade 5',
    description: '',
    createdAt: created,
    myRole: 'leader',
    roles: { me: 'leader', ann: 'member' },
    tokenUsage: { totalTokens: 10, tokenLimit: 100 },
  });
  expect(toMyTeam('t2', { roles: { me: 'chief' } }, 'me')).toMatchObject({
    name: 't2',
    myRole: null,
    tokenUsage: null,
  });
});

it('marks the teams the user leads (as leader, owner or admin) in their TeamRefs', () => {
  const teams = ['leader', 'owner', 'admin', 'member'].map((role) =>
    toMyTeam(role, { name: role, roles: { me: role } }, 'me'),
  );
  expect(toTeamRefs(teams).map(({ id, isLeader }) => [id, isLeader])).toEqual([
    ['leader', true],
    ['owner', true],
    ['admin', true],
    ['member', false],
  ]);
});
