import { useEffect } from 'react';
import { useQuery, type Loaded } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeamsQuery } from '@lesson-planner/shared-contracts/teams';
import type { TeamSummary } from '../api/team-types';
import { keepForFirstPaint, useFirstPaintTeams } from '../stores/first-paint-teams';

/**
 * The signed-in user's teams, live (the list every area reads), shown at first paint as the last
 * visit left them until the query answers; each answer is kept for the next visit's first paint.
 */
export function useMyTeams(): Loaded<TeamSummary[]> {
  const uid = useSession((session) => session.user?.uid ?? null);
  const kept = useFirstPaintTeams((state) => (state.owner === uid ? state.teams : null));
  const read = useQuery({
    ...myTeamsQuery(uid ?? ''),
    enabled: uid !== null,
    placeholderData: kept ?? undefined,
  });
  const answered = read.isPlaceholderData ? undefined : read.data;
  useEffect(() => {
    if (uid && answered) keepForFirstPaint(uid, answered);
  }, [uid, answered]);
  return { data: read.data, error: read.error, refetch: () => void read.refetch() };
}
