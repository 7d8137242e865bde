// The user's teams, live: joining, leaving or a change of role (a leader handing the team on)
// shows on the open team pages. One query on roles.{uid} for the team roles, as the rules allow.
import { collection, query, where } from 'firebase/firestore';
import { TEAM_ROLES } from '@lesson-planner/shared-contracts/rules';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { toTeamSummary } from './team-codec';
import { TeamFailure } from './team-failure';

export const myTeamsKey = (uid: string) => ['teams', 'mine', uid] as const;

export const myTeamsQuery = (uid: string) =>
  liveQuery(
    myTeamsKey(uid),
    listenToQuery(
      (db) => query(collection(db, 'teams'), where(`roles.${uid}`, 'in', [...TEAM_ROLES])),
      (snapshot) =>
        snapshot.docs
          .map((team) => toTeamSummary(team.id, team.data(), uid))
          .sort((a, b) => a.name.localeCompare(b.name)),
      (error) => TeamFailure.from(error),
    ),
  );
