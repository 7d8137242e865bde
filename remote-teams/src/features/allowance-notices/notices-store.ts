// The allowance notices of the teams the signed-in user leads, and their count on the event bus
// (the shell's Teams badge). A failed read leaves the previous notices: the badge is a hint, the
// team page's notice list reads them again.
import { create } from 'zustand';
import { publish } from '@lesson-planner/shared-contracts/events';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import { queryClient } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeamsKey } from '@lesson-planner/shared-contracts/teams';
import {
  listUnseenNotices,
  markNoticeSeen,
  type TeamAllowanceNotice,
} from '../../api/allowance-notices';
import { listMyTeams } from '../../api/team-reads';
import type { TeamSummary } from '../../api/team-types';

interface NoticesState {
  /** Unseen notices by team id, for the teams the user leads. */
  byTeam: Record<string, TeamAllowanceNotice[]>;
}

export const useNoticesStore = create<NoticesState>()(() => ({ byTeam: {} }));

function publishCount(): void {
  const count = Object.values(useNoticesStore.getState().byTeam).reduce(
    (sum, notices) => sum + notices.length,
    0,
  );
  publish('allowance:unseen-notices', { count });
}

/** Reads the unseen notices of every team the user leads (only leaders may read them). */
export async function loadAllowanceNotices(): Promise<void> {
  const uid = useSession.getState().user?.uid;
  if (!uid) return;
  try {
    // The list a page reads live if one is open; else one read (this runs from a poll, and a
    // listener started here would outlive every page).
    const teams =
      queryClient.getQueryData<TeamSummary[]>(myTeamsKey(uid)) ?? (await listMyTeams(uid));
    const led = teams.filter((team) => isTeamLeader(team, uid));
    const lists = await Promise.all(led.map((team) => listUnseenNotices(team.id)));
    useNoticesStore.setState({
      byTeam: Object.fromEntries(led.map((team, index) => [team.id, lists[index] ?? []])),
    });
  } catch (error) {
    console.warn('Allowance notices could not be read', error);
  }
  publishCount();
}

/** The leader has read a notice: it is marked seen and leaves the list and the badge. */
export async function dismissNotice(notice: TeamAllowanceNotice): Promise<boolean> {
  try {
    await markNoticeSeen(notice.teamId, notice.id);
  } catch (error) {
    console.warn('The notice could not be marked seen', error);
    return false;
  }
  useNoticesStore.setState(({ byTeam }) => ({
    byTeam: {
      ...byTeam,
      [notice.teamId]: (byTeam[notice.teamId] ?? []).filter((other) => other.id !== notice.id),
    },
  }));
  publishCount();
  return true;
}
