// What the unit page gathers around the unit: its plan's lessons, the experiences and rubrics
// linked to it, where it is scheduled, and the standards all of them name. Each part is live
// (a teammate's change, or a leader's review of the plan, shows while the page is open); the
// hub shows once every part is there.
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import type { Experience, Rubric, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type { Schedule } from '@lesson-planner/shared-contracts/schedule';
import { STALE_TIME, useQuery, type Loaded } from '@lesson-planner/shared-contracts/server-state';
import { fetchStandardsByRef } from '../../../api/curriculum-reads';
import { unitExperiencesQuery } from '../../../api/experience-reads';
import { unitRubricsQuery } from '../../../api/rubric-reads';
import { teamSchedulesQuery } from '../../../api/school-time-reads';
import { unitPlanQuery } from '../../../api/unit-plan-reads';

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

export function useUnitHub(unit: Unit): Loaded<UnitHub> {
  const plan = useQuery(unitPlanQuery(unit.id));
  const experiences = useQuery(unitExperiencesQuery(unit));
  const rubrics = useQuery(unitRubricsQuery(unit));
  const schedules = useQuery(teamSchedulesQuery(unit.teamId));
  const refs: StandardRef[] = [
    ...unit.standards,
    ...(plan.data?.lessons.flatMap((lesson) => lesson.standards) ?? []),
  ];
  const standards = useQuery({
    queryKey: [
      'standards',
      'team',
      unit.teamId,
      'refs',
      [...new Set(refs.map(standardRefKey))].sort(),
    ],
    queryFn: () => fetchStandardsByRef(unit.teamId, refs),
    enabled: plan.data !== undefined && refs.length > 0,
    staleTime: STALE_TIME.team,
  });
  const parts = [plan, experiences, rubrics, schedules, standards];
  const failed = parts.find((part) => part.error);
  const ready =
    plan.data !== undefined &&
    experiences.data &&
    rubrics.data &&
    schedules.data &&
    (refs.length === 0 || standards.data);
  return {
    data: ready
      ? {
          plan: plan.data ?? null,
          experiences: experiences.data,
          rubrics: rubrics.data,
          schedules: schedules.data
            .filter((schedule) => schedule.unitId === unit.id)
            .sort((a, b) => a.startDate.localeCompare(b.startDate)),
          standards: standards.data ?? new Map(),
        }
      : undefined,
    error: failed?.error ?? null,
    refetch: () => {
      for (const part of parts) if (part.error) void part.refetch();
    },
  };
}
