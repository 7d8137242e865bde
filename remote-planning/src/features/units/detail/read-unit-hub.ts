// What the unit page gathers around the unit: its plan's lessons, the experiences and rubrics
// linked to it, where it is scheduled, and the standards all of them name. One read, in
// parallel, so the page fills at once.
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { Experience, Rubric, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type { Schedule } from '@lesson-planner/shared-contracts/schedule';
import { fetchStandardsByRef } from '../../../api/curriculum-reads';
import { listExperiencesOfUnit } from '../../../api/experience-reads';
import { PlanningFailure } from '../../../api/planning-failure';
import { listUnitRubrics } from '../../../api/rubric-reads';
import { listTeamSchedules } from '../../../api/school-time-reads';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';

export interface UnitHub {
  /** Null while the unit has no plan. */
  plan: UnitPlan | null;
  experiences: Experience[];
  rubrics: Rubric[];
  /** The unit's schedules (one per classroom it is taught in), the earliest start first. */
  schedules: Schedule[];
  /** The standards of the unit and its lessons, by standardRefKey, for the Word export. */
  standards: Map<string, Standard>;
}

export async function readUnitHub(unit: Unit): Promise<UnitHub> {
  const [plan, experiences, rubrics, schedules] = await Promise.all([
    fetchUnitPlan(unit.id).catch((error: unknown) => {
      if (PlanningFailure.from(error).code === 'planNotFound') return null;
      throw error;
    }),
    listExperiencesOfUnit(unit),
    listUnitRubrics(unit),
    listTeamSchedules(unit.teamId),
  ]);
  const refs: StandardRef[] = [
    ...unit.standards,
    ...(plan?.lessons.flatMap((lesson) => lesson.standards) ?? []),
  ];
  const standards = refs.length > 0 ? await fetchStandardsByRef(unit.teamId, refs) : new Map();
  return {
    plan,
    experiences,
    rubrics,
    schedules: schedules
      .filter((schedule) => schedule.unitId === unit.id)
      .sort((a, b) => a.startDate.localeCompare(b.startDate)),
    standards,
  };
}
