import { useCallback, useEffect, useState } from 'react';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import {
  fetchDefaultTemplateId,
  listTeamClassroomSlots,
  listTeamLostDays,
  listTeamSchedules,
  listTeamTemplates,
  listTeamTimedClassrooms,
  type TimedClassroom,
} from '../../../api/school-time-reads';
import { listTeamUnitPlans } from '../../../api/unit-plan-reads';
import { listUnitsOfTeams } from '../../../api/unit-reads';
import type { TeamTimeData } from './classroom-time';

export interface LoadedTeamTime extends TeamTimeData {
  teamId: string;
  defaultTemplateId: string | null;
  classrooms: TimedClassroom[];
}

export async function readTeamTime(teamId: string): Promise<LoadedTeamTime> {
  const [templates, defaultTemplateId, slots, schedules, lostDays, units, plans, classrooms] =
    await Promise.all([
      listTeamTemplates(teamId),
      fetchDefaultTemplateId(teamId),
      listTeamClassroomSlots(teamId),
      listTeamSchedules(teamId),
      listTeamLostDays(teamId),
      listUnitsOfTeams([teamId]),
      listTeamUnitPlans(teamId),
      listTeamTimedClassrooms(teamId),
    ]);
  return {
    teamId,
    templates,
    defaultTemplateId,
    slots,
    schedules,
    lostDays,
    units,
    plans,
    classrooms,
  };
}

/**
 * Everything of a team's time, read again by `reload` after each change (a change of one
 * classroom moves nothing of another's, but a template's lost day moves all of them).
 */
export function useTeamTime(teamId: string | null) {
  const [time, setTime] = useState<LoadedTeamTime | null>(null);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!teamId) return;
    let current = true;
    readTeamTime(teamId)
      .then((read) => {
        // The planner bench (e2e/bench/planner-render.mjs) times the render from here.
        performance.mark?.('lp:team-time-read');
        if (current) setTime(read);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const code = PlanningFailure.from(error, 'notMember').code;
        if (code === 'unknown') console.error('Reading the team’s school time failed', error);
        setFailure(code);
      });
    return () => {
      current = false;
    };
  }, [teamId, attempt]);

  const reload = useCallback(async () => {
    if (!teamId) return;
    try {
      setTime(await readTeamTime(teamId));
    } catch (error) {
      setFailure(PlanningFailure.from(error, 'notMember').code);
    }
  }, [teamId]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);

  const shown = time && time.teamId === teamId ? time : null;
  return { time: shown, failure, reload, retry };
}
