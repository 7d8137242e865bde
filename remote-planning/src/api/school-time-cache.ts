// Writes of school time reflected in the query cache as soon as they are saved, so the page
// that made them shows them at once; the live queries' listeners then confirm them from the
// server (and bring everyone else's).
import type { QueryClient } from '@lesson-planner/shared-contracts/server-state';
import type { LostDay, Schedule, ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import { schoolTimeKeys } from './school-time-reads';

const withOne = <T extends { id: string }>(list: readonly T[], one: T): T[] => [
  ...list.filter((item) => item.id !== one.id),
  one,
];
const withoutOne = <T extends { id: string }>(list: readonly T[], id: string): T[] =>
  list.filter((item) => item.id !== id);

/** A schedule saved (created, moved, pinned): the team's schedules hold it. */
export function scheduleSaved(client: QueryClient, schedule: Schedule): void {
  client.setQueryData<Schedule[]>(
    schoolTimeKeys.schedules(schedule.teamId),
    (list) => list && withOne(list, schedule),
  );
}

export function scheduleDeleted(client: QueryClient, teamId: string, scheduleId: string): void {
  client.setQueryData<Schedule[]>(
    schoolTimeKeys.schedules(teamId),
    (list) => list && withoutOne(list, scheduleId),
  );
}

export function lostDayMarked(client: QueryClient, lostDay: LostDay): void {
  client.setQueryData<LostDay[]>(
    schoolTimeKeys.lostDays(lostDay.teamId),
    (list) => list && withOne(list, lostDay),
  );
}

export function lostDayRestored(client: QueryClient, teamId: string, lostDayId: string): void {
  client.setQueryData<LostDay[]>(
    schoolTimeKeys.lostDays(teamId),
    (list) => list && withoutOne(list, lostDayId),
  );
}

/** A note saved, or removed (`text` empty): each read week of the team holding its date. */
export function noteSaved(client: QueryClient, note: ScheduleNote): void {
  for (const [key] of client.getQueriesData<ScheduleNote[]>({
    queryKey: schoolTimeKeys.notesOfTeam(note.teamId),
  })) {
    const [, , , from, to] = key as ReturnType<typeof schoolTimeKeys.notes>;
    if (note.date < from || note.date > to) continue;
    client.setQueryData<ScheduleNote[]>(
      key,
      (list) => list && (note.text ? withOne(list, note) : withoutOne(list, note.id)),
    );
  }
}

/** The team's default template chosen. */
export function defaultTemplateChosen(client: QueryClient, teamId: string, templateId: string) {
  client.setQueryData<string | null>(schoolTimeKeys.defaultTemplate(teamId), templateId);
}
