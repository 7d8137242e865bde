import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { Lesson } from './lesson';

export interface StandardCoverage {
  standard: StandardRef;
  /** 0-based positions in the plan of the lessons that address the standard, in order. */
  lessonIndexes: number[];
}

export interface UnitCoverage {
  /** Every standard of the unit once, in the unit's order; no lesson indexes = not addressed. */
  standards: StandardCoverage[];
  /** The unit's standards at least one lesson addresses, in the unit's order. */
  covered: StandardCoverage[];
  /** The unit's standards no lesson addresses yet, in the unit's order. */
  missing: StandardRef[];
}

/**
 * Which of a unit's standards its plan's lessons address, in the unit's order. A standard the
 * unit lists twice counts once. Lessons may reference standards the unit no longer lists; those
 * are not the unit's coverage and are ignored.
 */
export function unitCoverage(
  unitStandards: readonly StandardRef[],
  lessons: readonly Pick<Lesson, 'standards'>[],
): UnitCoverage {
  const byKey = new Map<string, StandardCoverage>();
  for (const { frameworkId, standardId } of unitStandards) {
    const key = standardRefKey({ frameworkId, standardId });
    if (!byKey.has(key))
      byKey.set(key, { standard: { frameworkId, standardId }, lessonIndexes: [] });
  }
  lessons.forEach((lesson, index) => {
    for (const ref of lesson.standards) {
      const coverage = byKey.get(standardRefKey(ref));
      // A lesson listing the same standard twice still addresses it once.
      if (coverage && coverage.lessonIndexes.at(-1) !== index) coverage.lessonIndexes.push(index);
    }
  });
  const standards = [...byKey.values()];
  return {
    standards,
    covered: standards.filter((coverage) => coverage.lessonIndexes.length > 0),
    missing: standards
      .filter((coverage) => coverage.lessonIndexes.length === 0)
      .map((coverage) => coverage.standard),
  };
}

/** A rubric linked to the unit, as coverage sees it: the standards it assesses. */
export interface AssessingRubric {
  id: string;
  title: string;
  standards: readonly StandardRef[];
}

/**
 * For each of the unit's standards (by standardRefKey), the rubrics linked to the unit that
 * assess it, in the order given, each once. Standards the unit does not list are ignored.
 */
export function rubricsByStandard(
  unitStandards: readonly StandardRef[],
  rubrics: readonly AssessingRubric[],
): Map<string, { id: string; title: string }[]> {
  const byKey = new Map(
    unitStandards.map((ref) => [standardRefKey(ref), [] as { id: string; title: string }[]]),
  );
  for (const { id, title, standards } of rubrics)
    for (const key of new Set(standards.map(standardRefKey))) byKey.get(key)?.push({ id, title });
  return byKey;
}
