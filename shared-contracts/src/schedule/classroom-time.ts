// A classroom's time from the team's documents: its template and slots, the dates it loses
// (its own and its template's), and each scheduled unit placed with the placement rule. Pure,
// so the scheduler, the weekly planner and the server (a unit planned with AI) all agree.
import { lessonMinutes, type Unit, type UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type { ClassroomSlots, LostDay, Schedule, ScheduleTemplate } from './documents';
import {
  findOverlaps,
  placeLessons,
  plannedEndDate,
  type Overlap,
  type Placement,
} from './placement';

export interface TeamTimeData {
  templates: readonly ScheduleTemplate[];
  slots: ReadonlyMap<string, ClassroomSlots>;
  schedules: readonly Schedule[];
  lostDays: readonly LostDay[];
  units: readonly Unit[];
  plans: readonly UnitPlan[];
}

export interface ScheduledUnit {
  schedule: Schedule;
  unit: Unit | null;
  plan: UnitPlan | null;
  placement: Placement;
  plannedEnd: string;
}

export interface ClassroomTime {
  template: ScheduleTemplate | null;
  slots: ClassroomSlots | null;
  /** The lost days that apply to the classroom, by date. */
  lostDays: LostDay[];
  lostDates: Set<string>;
  /** Its scheduled units in the order they start. */
  units: ScheduledUnit[];
  overlaps: Overlap[];
}

/** The lost days of a classroom: its own and those of the template it meets on. */
export function lostDaysOf(
  classroomId: string,
  templateId: string | null,
  lostDays: readonly LostDay[],
): LostDay[] {
  return lostDays
    .filter(
      (day) =>
        day.classroomId === classroomId ||
        (day.classroomId === null && templateId !== null && day.templateId === templateId),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function placeUnit(
  template: ScheduleTemplate,
  slots: ClassroomSlots,
  lostDates: ReadonlySet<string>,
  schedule: Pick<Schedule, 'startDate' | 'pins' | 'moves'>,
  plan: UnitPlan | null,
  unit: Unit | null,
): { placement: Placement; plannedEnd: string } {
  const plannedEnd = plannedEndDate(schedule.startDate, unit?.weeks ?? 1);
  const placement = placeLessons({
    template,
    slots: slots.slots,
    lostDates,
    lessonMinutes: (plan?.lessons ?? []).map(lessonMinutes),
    startDate: schedule.startDate,
    pins: schedule.pins,
    moves: schedule.moves,
    plannedEndDate: plannedEnd,
  });
  return { placement, plannedEnd };
}

export function classroomTime(classroomId: string, data: TeamTimeData): ClassroomTime {
  const slots = data.slots.get(classroomId) ?? null;
  const template = data.templates.find((candidate) => candidate.id === slots?.templateId) ?? null;
  const lostDays = lostDaysOf(classroomId, template?.id ?? null, data.lostDays);
  const lostDates = new Set(lostDays.map((day) => day.date));
  const units: ScheduledUnit[] =
    template && slots
      ? data.schedules
          .filter((schedule) => schedule.classroomId === classroomId)
          .map((schedule) => {
            const unit = data.units.find((candidate) => candidate.id === schedule.unitId) ?? null;
            const plan =
              data.plans.find((candidate) => candidate.unitId === schedule.unitId) ?? null;
            return {
              schedule,
              unit,
              plan,
              ...placeUnit(template, slots, lostDates, schedule, plan, unit),
            };
          })
          .sort((a, b) => a.schedule.startDate.localeCompare(b.schedule.startDate))
      : [];
  const overlaps = findOverlaps(
    units.map(({ schedule, placement }) => ({ unitId: schedule.unitId, placement })),
  );
  return { template, slots, lostDays, lostDates, units, overlaps };
}
