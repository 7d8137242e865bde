import { useState } from 'react';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { useMyTeams as useMyTeamsQuery } from '../../../api/my-teams-data';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';

/** The user's teams (the query layer's), and the one chosen (the first until the user picks another). */
export function useMyTeams() {
  const uid = useSession((session) => session.user?.uid ?? null);
  const read = useMyTeamsQuery();
  const [chosen, setChosen] = useState('');
  const teams = read.data ?? null;
  const team = teams?.find((candidate) => candidate.id === chosen) ?? teams?.[0] ?? null;
  const failure: PlanningFailureCode | null = read.error
    ? PlanningFailure.from(read.error).code
    : null;
  const retry = () => void read.refetch();
  return { uid, teams, team, chooseTeam: setChosen, failure, retry };
}
