import { useEffect, useState } from 'react';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { listMyTeams, type TeamRef } from '../../../api/team-directory';

/** The user's teams, and the one chosen (the first until the user picks another). */
export function useMyTeams() {
  const uid = useSession((session) => session.user?.uid ?? null);
  const [teams, setTeams] = useState<TeamRef[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    listMyTeams(uid)
      .then((found) => current && setTeams(found))
      .catch((error: unknown) => current && setFailure(PlanningFailure.from(error).code));
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  const team = teams?.find((candidate) => candidate.id === chosen) ?? teams?.[0] ?? null;
  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  return { uid, teams, team, chooseTeam: setChosen, failure, retry };
}
