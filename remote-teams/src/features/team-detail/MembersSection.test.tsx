// The team's members: each one's AI usage and share are for the team's leaders to see; a member
// reads their own in the usage report (issue 37).
import { screen, within } from '@testing-library/react';
import type { TeamDetail } from '../../api/team-types';
import { renderTeamsPage } from '../../test-utils/render-teams-page';
import { MembersSection } from './MembersSection';

jest.mock('../../api/team-calls', () => ({ callTeams: jest.fn() }));

const team = {
  id: 't1',
  name: 'Grade 5',
  tokenUsage: {
    totalTokens: 2800,
    tokenLimit: 1_000_000,
    lastUsed: null,
    lastReset: null,
    resetDay: 1,
    memberLimits: {},
  },
  memberUsage: { leader: { totalTokens: 500, lastUsed: null } },
  members: [
    { userId: 'leader', role: 'leader', name: 'Somchai', email: null, joinedAt: null },
    { userId: 'teacher', role: 'member', name: 'Malee', email: null, joinedAt: null },
  ],
} as unknown as TeamDetail;

it("shows a leader each member's usage, and a member nobody's", async () => {
  const { unmount } = await renderTeamsPage(<MembersSection team={team} canManage myId="leader" />);
  const table = screen.getByRole('table', { name: /member/i });
  expect(within(table).getByRole('columnheader', { name: 'Tokens used' })).toBeInTheDocument();
  expect(within(table).getByText('500 tokens')).toBeInTheDocument();
  unmount();

  await renderTeamsPage(<MembersSection team={team} canManage={false} myId="teacher" />);
  expect(screen.queryByRole('columnheader', { name: 'Tokens used' })).not.toBeInTheDocument();
  expect(screen.queryByText('500 tokens')).not.toBeInTheDocument();
});
