import { useEffect, useState } from 'react';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { CurriculumFailure, type CurriculumFailureCode } from '../../api/curriculum-failure';
import { fetchPlanLessons, fetchStandardsByRef, fetchUnit } from '../../api/unit-coverage-reads';

export interface CoverageData {
  unit: Unit;
  /** The plan's lessons, or null when the unit has no plan yet. */
  lessons: Lesson[] | null;
  /** The unit's standards still in their frameworks, by standardRefKey. */
  standards: ReadonlyMap<string, Standard>;
}

export type CoverageLoad =
  | { status: 'loading' }
  | { status: 'failed'; code: CurriculumFailureCode }
  | { status: 'ready'; data: CoverageData };

async function loadCoverage(unitId: string): Promise<CoverageData> {
  const unit = await fetchUnit(unitId);
  // The plan and the standards both need only the unit, so they are read side by side.
  const [lessons, standards] = await Promise.all([
    fetchPlanLessons(unitId),
    unit.standards.length > 0
      ? fetchStandardsByRef(unit.teamId, unit.standards)
      : new Map<string, Standard>(),
  ]);
  return { unit, lessons, standards };
}

/**
 * Everything the coverage page of a unit shows, read once per unit id and per `attempt` (a
 * retry bumps it). A null unit id (a malformed address) is a unit that does not exist.
 */
export function useUnitCoverage(unitId: string | null, attempt: number): CoverageLoad {
  const [load, setLoad] = useState<{ key: string; result: CoverageLoad } | null>(null);
  const key = `${unitId}/${attempt}`;

  useEffect(() => {
    if (unitId === null) return;
    let current = true;
    loadCoverage(unitId).then(
      (data) => current && setLoad({ key, result: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setLoad({ key, result: { status: 'failed', code: CurriculumFailure.from(error).code } }),
    );
    return () => {
      current = false;
    };
  }, [unitId, key]);

  if (unitId === null) return { status: 'failed', code: 'unitNotFound' };
  // A result for another unit or an earlier attempt is stale: show loading until this one lands.
  return load?.key === key ? load.result : { status: 'loading' };
}
