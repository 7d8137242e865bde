// The team's placed lessons with the standards they address, for the leaders' team coverage
// (placed by the same rule as the scheduler and the map). Pure, so it is tested without Firebase.
import type {
  ScheduledLessonStandards,
  TeamLessonsData,
} from '@lesson-planner/shared-contracts/schedule';
import { classroomTime } from './classroom-time';
import type { LoadedTeamTime } from './use-team-time';

export function teamLessonsOf(time: LoadedTeamTime): Omit<TeamLessonsData, 'linked'> {
  const lessons = time.classrooms.flatMap((classroom) =>
    classroomTime(classroom.id, time).units.flatMap(({ unit, plan, placement }) =>
      placement.lessons.flatMap(({ lessonIndex, date }): ScheduledLessonStandards[] => {
        const lesson = plan?.lessons[lessonIndex];
        if (!unit || !lesson || !date) return [];
        return [
          {
            classroomId: classroom.id,
            unitId: unit.id,
            unitTitle: unit.title,
            lessonIndex,
            lessonTitle: lesson.title,
            date,
            standards: lesson.standards,
          },
        ];
      }),
    ),
  );
  return { classrooms: time.classrooms.map(({ id, name }) => ({ id, name })), lessons };
}
