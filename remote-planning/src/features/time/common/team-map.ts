// The team's curriculum map from its school time: each classroom's scheduled units from their
// first lesson's date to their last's (placed by the same rule as the scheduler), and the units
// no classroom has scheduled. Pure, so it is tested without Firebase.
import type { TeamMapData, TeamMapUnit } from '@lesson-planner/shared-contracts/schedule';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { classroomTime } from './classroom-time';
import type { LoadedTeamTime } from './use-team-time';

const mapUnit = (unit: Unit): TeamMapUnit => ({
  unitId: unit.id,
  title: unit.title,
  subject: unit.subject,
  grade: unit.grade,
  standards: unit.standards,
});

export function teamMapOf(time: LoadedTeamTime): TeamMapData {
  const template =
    time.templates.find((candidate) => candidate.id === time.defaultTemplateId) ??
    time.templates[0] ??
    null;
  const scheduled = time.classrooms.flatMap((classroom) =>
    classroomTime(classroom.id, time).units.flatMap(({ schedule, unit, placement, plannedEnd }) => {
      if (!unit) return [];
      const dates = placement.lessons.flatMap((lesson) => (lesson.date ? [lesson.date] : []));
      // A plan without lessons yet still holds its planned weeks.
      const firstDate =
        dates.length > 0 ? dates.reduce((a, b) => (a < b ? a : b)) : schedule.startDate;
      const lastDate = placement.endDate ?? plannedEnd;
      return [{ ...mapUnit(unit), classroomId: classroom.id, firstDate, lastDate }];
    }),
  );
  const scheduledIds = new Set(time.schedules.map((schedule) => schedule.unitId));
  return {
    term: template
      ? { startDate: template.startDate, endDate: template.endDate, closures: template.closures }
      : null,
    classrooms: time.classrooms.map(({ id, name }) => ({ id, name })),
    scheduled,
    unscheduled: time.units.filter((unit) => !scheduledIds.has(unit.id)).map(mapUnit),
  };
}
