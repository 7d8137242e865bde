import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type {
  AssessingRubric,
  CoveringExperience,
  Lesson,
  Unit,
} from '@lesson-planner/shared-contracts/planning';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
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

export interface UnitCoverage {
  data: CoverageData | null;
  failure: CurriculumFailureCode | null;
  retry: () => void;
}

/**
 * Everything the coverage page of a unit shows, read afresh each time the page opens (the layer
 * tries a passing failure again) and on `retry`. A null unit id (a malformed address) is a unit
 * that does not exist.
 */
export function useUnitCoverage(unitId: string | null): UnitCoverage {
  const read = useQuery({
    queryKey: ['curriculum', 'unitCoverage', unitId] as const,
    queryFn: () => loadCoverage(unitId!),
    enabled: unitId !== null,
    staleTime: 0,
  });
  // Said at once: a malformed address needs no read, so no loading state either.
  if (unitId === null) return { data: null, failure: 'unitNotFound', retry: () => undefined };
  return {
    data: read.data ?? null,
    failure: read.error ? CurriculumFailure.from(read.error).code : null,
    retry: () => void read.refetch(),
  };
}
