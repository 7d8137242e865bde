// A team's time as of one school year (issue 36): the classrooms and templates of that year, the
// schedules of those classrooms, and the year's default template (a past year keeps the one it
// had). The leaders' map and coverage are drawn from it. Pure, so it is tested without Firebase.
import {
  classroomStartYear,
  currentSchoolYear,
  isOfSchoolYear,
  templateStartYear,
  type SchoolYear,
} from '@lesson-planner/shared-contracts/schedule';
import type { LoadedTeamTime } from './use-team-time';

export function timeOfSchoolYear(
  time: LoadedTeamTime,
  year: number,
  years: readonly SchoolYear[],
): LoadedTeamTime {
  const current = currentSchoolYear(years);
  const classrooms = time.classrooms.filter((classroom) =>
    isOfSchoolYear(
      classroomStartYear({
        academicYear: classroom.academicYear ?? '',
        pastSchoolYear: classroom.pastSchoolYear,
      }),
      year,
      current,
    ),
  );
  const templates = time.templates.filter((template) =>
    isOfSchoolYear(templateStartYear(template, years), year, current),
  );
  const kept = new Set(classrooms.map((classroom) => classroom.id));
  const chosen = years.find((known) => known.startYear === year);
  const preferred = chosen?.status === 'past' ? chosen.defaultTemplateId : time.defaultTemplateId;
  return {
    ...time,
    classrooms,
    templates,
    defaultTemplateId: templates.some((template) => template.id === preferred)
      ? preferred
      : (templates[0]?.id ?? null),
    schedules: time.schedules.filter((schedule) => kept.has(schedule.classroomId)),
  };
}

/** The team's time as of `year`, or all of it when no year is asked for (or none exists). */
export const timeAsOf = (
  time: LoadedTeamTime,
  year: number | null | undefined,
  years: readonly SchoolYear[],
): LoadedTeamTime =>
  year == null || years.length === 0 ? time : timeOfSchoolYear(time, year, years);
