import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  experiencesByStandard,
  rubricsByStandard,
  unitCoverage,
  type AssessingRubric,
  type CoveringExperience,
} from './coverage';
import type { Lesson } from './lesson';

/**
 * How many of a unit's standards are addressed — by a lesson, a linked experience or a linked
 * rubric, as the coverage page counts them — out of how many: the unit page's one-line summary.
 */
export function unitCoverageSummary(
  unitStandards: readonly StandardRef[],
  lessons: readonly Pick<Lesson, 'standards'>[],
  experiences: readonly CoveringExperience[],
  rubrics: readonly AssessingRubric[],
): { addressed: number; total: number } {
  const { standards } = unitCoverage(unitStandards, lessons);
  const byExperience = experiencesByStandard(unitStandards, experiences);
  const byRubric = rubricsByStandard(unitStandards, rubrics);
  const addressed = standards.filter(({ standard, lessonIndexes }) => {
    const key = standardRefKey(standard);
    return (
      lessonIndexes.length > 0 ||
      (byExperience.get(key)?.length ?? 0) > 0 ||
      (byRubric.get(key)?.length ?? 0) > 0
    );
  }).length;
  return { addressed, total: standards.length };
}
