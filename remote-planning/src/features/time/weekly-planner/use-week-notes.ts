import { useCallback, useEffect, useState } from 'react';
import { addDays, type ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { listTeamNotes } from '../../../api/school-time-reads';

interface WeekNotes {
  /** The team and week these were read for. */
  key: string;
  notes: ScheduleNote[] | null;
  failure: PlanningFailureCode | null;
}

/**
 * A team's notes on the meetings of the week from `monday`. What was read, or why it failed,
 * belongs to that week: another week starts from nothing (loading), not from the last week's
 * failure. `reload` resolves once the notes are read back (after a note is saved).
 */
export function useWeekNotes(teamId: string | null, monday: string) {
  const sunday = addDays(monday, 6);
  const key = `${teamId}|${monday}`;
  const [read, setRead] = useState<WeekNotes | null>(null);

  useEffect(() => {
    if (!teamId) return;
    let current = true;
    listTeamNotes(teamId, monday, sunday).then(
      (notes) => {
        performance.mark?.('lp:week-notes-read');
        if (current) setRead({ key, notes, failure: null });
      },
      (error: unknown) => {
        if (current) setRead({ key, notes: null, failure: PlanningFailure.from(error).code });
      },
    );
    return () => {
      current = false;
    };
  }, [teamId, monday, sunday, key]);

  const reload = useCallback(async () => {
    if (!teamId) return;
    const notes = await listTeamNotes(teamId, monday, sunday);
    setRead({ key, notes, failure: null });
  }, [teamId, monday, sunday, key]);

  const fresh = read?.key === key ? read : null;
  return { notes: fresh?.notes ?? null, failure: fresh?.failure ?? null, reload };
}
