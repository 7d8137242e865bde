// The signed-in user's teams, one live query every area reads (teams, planning, curriculum),
// each deriving its own view with `select` (TeamRefs for most) and naming a failure in its own
// terms (server-state's useNamedFailure). Team management itself belongs to remote-teams. Not
// on the first page: the shell never imports it.
export { toDate, toMyTeam, toTeamRefs, type MyTeam, type TeamRef } from './my-team';
export { byName, myTeamsKey, myTeamsQuery } from './my-teams-query';
