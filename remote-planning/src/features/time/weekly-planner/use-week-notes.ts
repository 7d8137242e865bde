import { useMemo } from 'react';
import { addDays } from '@lesson-planner/shared-contracts/schedule';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from '../../../api/planning-failure';
import { teamNotesQuery } from '../../../api/school-time-reads';

/**
 * A team's notes on the meetings of the week from `monday`, live: a teammate's note shows
 * without a reload. What was read, or why it failed, belongs to that week (its query key):
 * another week starts from loading, not from the last week's failure.
 */
export function useWeekNotes(teamId: string | null, monday: string) {
  const read = useQuery({
    ...teamNotesQuery(teamId ?? '', monday, addDays(monday, 6)),
    enabled: teamId !== null,
  });
  const notes = useMemo(() => {
    // The planner bench (e2e/bench/planner-render.mjs) times the render from the data's arrival.
    if (read.data) performance.mark?.('lp:week-notes-read');
    return read.data ?? null;
  }, [read.data]);
  return {
    notes,
    failure: read.error ? PlanningFailure.from(read.error, 'notMember').code : null,
    retry: () => void read.refetch(),
  };
}
