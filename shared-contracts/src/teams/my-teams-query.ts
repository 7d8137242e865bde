// The signed-in user's teams, live, for every area under one key: on a page where several areas
// show them (the dashboard's cards), one listener serves them all. Live because joining,
// leaving or a change of role (a leader handing the team on) must show on the open pages. One
// query on roles.{uid} for the team roles, as the rules allow.
import { collection, query, where } from 'firebase/firestore';
import { TEAM_ROLES } from '@lesson-planner/shared-contracts/rules';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { toMyTeam, type MyTeam } from './my-team';

export const myTeamsKey = (uid: string) => ['teams', 'mine', uid] as const;

/** Sorts the teams by name, in place (every read of the list gives this order). */
export const byName = (teams: MyTeam[]): MyTeam[] =>
  teams.sort((a, b) => a.name.localeCompare(b.name));

/**
 * The query's options. A failure is Firestore's own: each area names it in its own terms (its
 * failure messages), and a refusal is not tried again.
 */
export const myTeamsQuery = (uid: string) =>
  liveQuery(
    myTeamsKey(uid),
    listenToQuery(
      (db) => query(collection(db, 'teams'), where(`roles.${uid}`, 'in', [...TEAM_ROLES])),
      (snapshot) => byName(snapshot.docs.map((team) => toMyTeam(team.id, team.data(), uid))),
    ),
  );
