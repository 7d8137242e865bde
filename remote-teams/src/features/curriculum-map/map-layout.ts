// The curriculum map's layout, apart from React: which units the filters keep, in which weeks
// each bar starts and ends, and one colour per subject.
import {
  mapWeeks,
  weekIndexOf,
  type MapWeek,
  type ScheduledMapUnit,
  type TeamMapData,
  type TeamMapUnit,
} from '@lesson-planner/shared-contracts/schedule';

/** '' in a field means "any". */
export interface MapFilter {
  grade: string;
  subject: string;
}

export interface MapBar {
  unit: ScheduledMapUnit;
  /** 0-based indexes into the weeks, both included. */
  firstWeek: number;
  lastWeek: number;
}

export interface MapLayout {
  weeks: MapWeek[];
  rows: { id: string; name: string; bars: MapBar[] }[];
  unscheduled: TeamMapUnit[];
  /** Every subject of the team's units, sorted: a subject's index is its colour. */
  subjects: string[];
  grades: string[];
}

const sorted = (values: Iterable<string>) =>
  [...new Set(values)]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

const keeps = (filter: MapFilter) => (unit: TeamMapUnit) =>
  (!filter.grade || unit.grade === filter.grade) &&
  (!filter.subject || unit.subject === filter.subject);

export function mapLayout(data: TeamMapData, filter: MapFilter): MapLayout {
  const all = [...data.scheduled, ...data.unscheduled];
  const weeks = data.term ? mapWeeks(data.term) : [];
  return {
    weeks,
    rows: data.classrooms.map(({ id, name }) => ({
      id,
      name,
      bars: data.scheduled
        .filter((unit) => unit.classroomId === id && keeps(filter)(unit))
        .sort((a, b) => a.firstDate.localeCompare(b.firstDate))
        .map((unit) => ({
          unit,
          firstWeek: weekIndexOf(weeks, unit.firstDate),
          lastWeek: weekIndexOf(weeks, unit.lastDate),
        })),
    })),
    unscheduled: data.unscheduled.filter(keeps(filter)),
    subjects: sorted(all.map((unit) => unit.subject)),
    grades: sorted(all.map((unit) => unit.grade)),
  };
}
