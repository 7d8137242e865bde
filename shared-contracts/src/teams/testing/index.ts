// The user's teams in the component tests of every area. Imported by tests only
// (@lesson-planner/shared-contracts/teams/testing), so no app bundle carries it. A jest.mock
// factory keeps the topic but reads the list once, through a jest.fn the test answers:
//   jest.mock('@lesson-planner/shared-contracts/teams', () =>
//     jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams());
//   jest.mocked(readMyTeams).mockResolvedValue([myTeam('t1', 'Grade 5')]);
import { queryOptions } from '@tanstack/react-query';
import type { TeamRole } from '@lesson-planner/shared-contracts/domain';
import type { MyTeam } from '../my-team';

type Topic = typeof import('@lesson-planner/shared-contracts/teams');

export function mockMyTeams() {
  const topic = jest.requireActual<Topic>('@lesson-planner/shared-contracts/teams');
  /** The list the query answers (a listener's first snapshot, under the real key). */
  const readMyTeams = jest.fn<Promise<MyTeam[]>, [string]>();
  return {
    ...topic,
    readMyTeams,
    myTeamsQuery: (uid: string) =>
      queryOptions({
        queryKey: topic.myTeamsKey(uid),
        queryFn: () => readMyTeams(uid),
        staleTime: Infinity,
      }),
  };
}
export type MyTeamsMock = ReturnType<typeof mockMyTeams>;

/** One of the user's teams, where they are a `role` (a member unless given). */
export const myTeam = (
  id: string,
  name: string,
  role: TeamRole = 'member',
  more: Partial<MyTeam> = {},
): MyTeam => ({
  id,
  name,
  description: '',
  createdAt: null,
  myRole: role,
  roles: {},
  tokenUsage: null,
  ...more,
});
