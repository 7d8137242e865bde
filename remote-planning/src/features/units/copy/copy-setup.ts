// What the copy dialog needs: the team's school time (the classrooms the user may copy into and
// their meetings, for the preview), the unit's plan, and how many experiences and rubrics the
// unit has (a choice of linking or copying them is offered only when there are some).
import type { Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { isoDateOfLocal, type IsoDate } from '@lesson-planner/shared-contracts/schedule';
import {
  queryOptions,
  STALE_TIME,
  type QueryClient,
} from '@lesson-planner/shared-contracts/server-state';
import { listExperiencesOfUnit } from '../../../api/experience-reads';
import { listUnitRubrics } from '../../../api/rubric-reads';
import {
  classroomTime,
  placeUnit,
  readTeamTime,
  suggestedStart,
  type LoadedTeamTime,
} from '../../time';

export interface CopySetup {
  time: LoadedTeamTime;
  plan: UnitPlan | null;
  experienceCount: number;
  rubricCount: number;
}

async function readCopySetup(unit: Unit, client: QueryClient): Promise<CopySetup> {
  const [time, experiences, rubrics] = await Promise.all([
    readTeamTime(unit.teamId, client),
    listExperiencesOfUnit(unit),
    listUnitRubrics(unit),
  ]);
  return {
    time,
    plan: time.plans.find((plan) => plan.unitId === unit.id) ?? null,
    experienceCount: experiences.length,
    rubricCount: rubrics.length,
  };
}

/** The copy dialog's setup for a unit, read once per team freshness window. */
export const copySetupQuery = (unit: Unit) =>
  queryOptions({
    queryKey: ['planning', 'copySetup', unit.id] as const,
    // The dialog's own cache, so the team's time comes from the page's listeners where they run.
    queryFn: ({ client }) => readCopySetup(unit, client),
    staleTime: STALE_TIME.team,
  });

/** The classrooms of the unit's team the user teaches this school year: where copies may go. */
export const copyTargets = (time: LoadedTeamTime, uid: string | null) =>
  time.classrooms.filter(
    (classroom) =>
      uid !== null && classroom.teacherIds.includes(uid) && classroom.pastSchoolYear == null,
  );

/** Whether the classroom has meeting times, so the copy can be scheduled there. */
export const hasMeetings = (time: LoadedTeamTime, classroomId: string) => {
  const { template, slots } = classroomTime(classroomId, time);
  return template !== null && slots !== null && slots.slots.length > 0;
};

/** Where a copy scheduled in the classroom starts by default. */
export const defaultStart = (time: LoadedTeamTime, classroomId: string, today = new Date()) =>
  suggestedStart(classroomTime(classroomId, time), isoDateOfLocal(today));

/** The copy's lessons on the classroom's meetings from `startDate`, as the scheduler will place them. */
export function copyPlacement(
  setup: CopySetup,
  unit: Unit,
  classroomId: string,
  startDate: IsoDate,
) {
  const { template, slots, lostDates } = classroomTime(classroomId, setup.time);
  if (!template || !slots) return null;
  return placeUnit(template, slots, lostDates, { startDate, pins: [], moves: [] }, setup.plan, unit)
    .placement;
}
