// Which team a team page is about, and whether the user may see it as that page means it.
import { useMemo, useState } from 'react';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import type { TeamSummary } from '../api/team-types';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { myTeamsQuery } from '@lesson-planner/shared-contracts/teams';
import { TeamFailure, type TeamFailureCode } from '../api/team-failure';

export type PageTeam =
  | { status: 'loading' }
  | { status: 'failed'; code: TeamFailureCode; retry: () => void }
  /** Reached from the navigation, with no team to show (leads none, or belongs to none). */
  | { status: 'noTeam' }
  /** The address names a team the user does not belong to. */
  | { status: 'notMember' }
  /** The address names a team the user belongs to but does not lead, on a leaders' page. */
  | { status: 'notLeader'; team: TeamSummary }
  | {
      status: 'ready';
      team: TeamSummary;
      leads: boolean;
      /** Reached from the navigation: the teams to choose from (more than one), else empty. */
      choices: TeamSummary[];
      choose: (teamId: string) => void;
    };

/**
 * The team a team page is about: the one in its address (/team/{id}/map), or, reached from the
 * navigation (/team/map), one the page is for, the first by name until the user chooses another.
 * A leaders' page (`forLeaders`) is for the teams the user leads, and says so to a member who
 * opens it by its address (issue 38, hole 9); the rules decide what each may read anyway.
 */
export function usePageTeam(
  routeId: string | undefined,
  { forLeaders }: { forLeaders: boolean },
): PageTeam {
  const uid = useSession((session) => session.user?.uid ?? null);
  // Live: a team joined or left, or a role changed, shows on the open page.
  const read = useQuery({ ...myTeamsQuery(uid ?? ''), enabled: uid !== null });
  const teams = read.data ?? null;
  const [chosen, setChosen] = useState('');
  const led = useMemo(() => (teams ?? []).filter((team) => isTeamLeader(team, uid)), [teams, uid]);

  if (!teams) {
    return read.error
      ? {
          status: 'failed',
          code: TeamFailure.from(read.error).code,
          retry: () => void read.refetch(),
        }
      : { status: 'loading' };
  }
  const leads = (team: TeamSummary) => led.includes(team);
  if (routeId !== undefined) {
    const team = teams.find((candidate) => candidate.id === routeId);
    if (!team) return { status: 'notMember' };
    if (forLeaders && !leads(team)) return { status: 'notLeader', team };
    return { status: 'ready', team, leads: leads(team), choices: [], choose: setChosen };
  }
  // From the navigation: a leader's own teams first, for any team page.
  const candidates = forLeaders ? led : [...led, ...teams.filter((team) => !leads(team))];
  const team = candidates.find((candidate) => candidate.id === chosen) ?? candidates[0];
  if (!team) return { status: 'noTeam' };
  return {
    status: 'ready',
    team,
    leads: leads(team),
    choices: candidates.length > 1 ? candidates : [],
    choose: setChosen,
  };
}
