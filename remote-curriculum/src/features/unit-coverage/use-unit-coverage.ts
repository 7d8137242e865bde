import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type {
  AssessingRubric,
  CoveringExperience,
  Lesson,
  Unit,
} from '@lesson-planner/shared-contracts/planning';
import { useRetryableLoad, type RetryableLoad } from '@lesson-planner/shared-contracts/ui';
import { CurriculumFailure, type CurriculumFailureCode } from '../../api/curriculum-failure';
import {
  fetchLinkedExperiences,
  fetchLinkedRubrics,
  fetchPlanLessons,
  fetchStandardsByRef,
  fetchUnit,
} from '../../api/unit-coverage-reads';

export interface CoverageData {
  unit: Unit;
  /** The plan's lessons, or null when the unit has no plan yet. */
  lessons: Lesson[] | null;
  /** The unit's standards still in their frameworks, by standardRefKey. */
  standards: ReadonlyMap<string, Standard>;
  /** The experiences linked to the unit, which address standards too. */
  experiences: CoveringExperience[];
  /** The rubrics linked to the unit: a standard they assess counts as addressed. */
  rubrics: AssessingRubric[];
}

async function loadCoverage(unitId: string): Promise<CoverageData> {
  const unit = await fetchUnit(unitId);
  // The plan, the standards and the linked documents need only the unit: read side by side.
  const [lessons, standards, experiences, rubrics] = await Promise.all([
    fetchPlanLessons(unitId),
    unit.standards.length > 0
      ? fetchStandardsByRef(unit.teamId, unit.standards)
      : new Map<string, Standard>(),
    fetchLinkedExperiences(unit),
    fetchLinkedRubrics(unit),
  ]);
  return { unit, lessons, standards, experiences, rubrics };
}

/**
 * Everything the coverage page of a unit shows, read once per unit id and again on `retry`.
 * A null unit id (a malformed address) is a unit that does not exist.
 */
export function useUnitCoverage(
  unitId: string | null,
): RetryableLoad<CoverageData, CurriculumFailureCode> {
  const load = useRetryableLoad(
    () =>
      unitId === null
        ? Promise.reject(new CurriculumFailure('unitNotFound'))
        : loadCoverage(unitId),
    [unitId],
    (error) => CurriculumFailure.from(error).code,
  );
  // Said at once: a malformed address needs no read, so no loading state either.
  return unitId === null ? { ...load, failure: 'unitNotFound' } : load;
}
