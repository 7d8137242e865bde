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

/** A document linked to the unit (an experience, a rubric), as coverage sees it. */
export interface LinkedDocument {
  id: string;
  title: string;
  standards: readonly StandardRef[];
}

/** An experience linked to the unit: the standards it addresses. */
export type CoveringExperience = LinkedDocument;

/** A rubric linked to the unit: the standards it assesses. */
export type AssessingRubric = LinkedDocument;

/**
 * For each of the unit's standards (by standardRefKey), the documents that list it, in the order
 * given, each once. Standards the unit does not list are ignored, as for lessons.
 */
function documentsByStandard(
  unitStandards: readonly StandardRef[],
  documents: readonly LinkedDocument[],
): Map<string, { id: string; title: string }[]> {
  const byKey = new Map(
    unitStandards.map((ref) => [standardRefKey(ref), [] as { id: string; title: string }[]]),
  );
  for (const { id, title, standards } of documents) {
    for (const key of new Set(standards.map(standardRefKey))) byKey.get(key)?.push({ id, title });
  }
  return byKey;
}

/** For each of the unit's standards, the experiences linked to the unit that address it. */
export function experiencesByStandard(
  unitStandards: readonly StandardRef[],
  experiences: readonly CoveringExperience[],
): Map<string, { id: string; title: string }[]> {
  return documentsByStandard(unitStandards, experiences);
}

/** For each of the unit's standards, the rubrics linked to the unit that assess it. */
export function rubricsByStandard(
  unitStandards: readonly StandardRef[],
  rubrics: readonly AssessingRubric[],
): Map<string, { id: string; title: string }[]> {
  return documentsByStandard(unitStandards, rubrics);
}
