// The experiences and rubrics each classroom meets through its scheduled units, for the leaders'
// team coverage (a cell lists them beside its lessons). Pure, so it is tested without Firebase.
import {
  rubricStandards,
  type Experience,
  type Rubric,
} from '@lesson-planner/shared-contracts/planning';
import type { ClassroomLinkedWork } from '@lesson-planner/shared-contracts/schedule';
import { classroomTime } from './classroom-time';
import type { LoadedTeamTime } from './use-team-time';

type LinkedDocument = Pick<ClassroomLinkedWork, 'kind' | 'id' | 'title' | 'standards'> & {
  unitIds: readonly string[];
};

export function teamLinkedWorkOf(
  time: LoadedTeamTime,
  experiences: readonly Experience[],
  rubrics: readonly Rubric[],
): ClassroomLinkedWork[] {
  const documents: LinkedDocument[] = [
    ...experiences.map(({ id, title, standards, unitIds }) => ({
      kind: 'experience' as const,
      id,
      title,
      standards,
      unitIds,
    })),
    ...rubrics.map((rubric) => ({
      kind: 'rubric' as const,
      id: rubric.id,
      title: rubric.title,
      standards: rubricStandards(rubric),
      unitIds: rubric.unitIds,
    })),
  ];
  return time.classrooms.flatMap((classroom) => {
    const unitTitles = new Map(
      classroomTime(classroom.id, time).units.flatMap(({ unit }) =>
        unit ? [[unit.id, unit.title] as const] : [],
      ),
    );
    return documents.flatMap(({ unitIds, ...document }): ClassroomLinkedWork[] => {
      const titles = unitIds.flatMap((unitId) => unitTitles.get(unitId) ?? []);
      return titles.length > 0 && document.standards.length > 0
        ? [{ ...document, classroomId: classroom.id, unitTitles: titles }]
        : [];
    });
  });
}
