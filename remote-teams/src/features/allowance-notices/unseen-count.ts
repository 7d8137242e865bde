// The Teams badge: how many allowance notices the signed-in user has not seen in the teams they
// lead, published on the event bus. Counted from the query cache, where both the team page's
// live list and the session's own reads land, so marking a notice seen anywhere updates it.
import { publish } from '@lesson-planner/shared-contracts/events';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import type { QueryClient } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeamsKey, myTeamsQuery, type MyTeam } from '@lesson-planner/shared-contracts/teams';
import {
  NOTICES,
  unseenNoticesKey,
  unseenNoticesQuery,
  type TeamAllowanceNotice,
} from '../../api/allowance-notices';

const ledTeams = (client: QueryClient, uid: string): MyTeam[] =>
  (client.getQueryData<MyTeam[]>(myTeamsKey(uid)) ?? []).filter((team) => isTeamLeader(team, uid));

function publishCount(client: QueryClient): void {
  const uid = useSession.getState().user?.uid;
  const count = uid
    ? ledTeams(client, uid).reduce(
        (sum, team) =>
          sum +
          (client.getQueryData<TeamAllowanceNotice[]>(unseenNoticesKey(team.id))?.length ?? 0),
        0,
      )
    : 0;
  publish('allowance:unseen-notices', { count });
}

/**
 * Reads the unseen notices of every team the user leads (only leaders may read them). A failed
 * read keeps the last count: the badge is a hint, and the team page reads them again.
 */
export async function readUnseenNotices(client: QueryClient): Promise<void> {
  const uid = useSession.getState().user?.uid;
  if (!uid) return;
  try {
    await client.fetchQuery(myTeamsQuery(uid));
    await Promise.all(
      ledTeams(client, uid).map((team) => client.fetchQuery(unseenNoticesQuery(team.id))),
    );
  } catch (error) {
    console.warn('Allowance notices could not be read', error);
  }
  publishCount(client);
}

/** Publishes the count again whenever a team's notices change in the cache. */
export const followUnseenCount = (client: QueryClient): (() => void) =>
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[2] === NOTICES) publishCount(client);
  });
