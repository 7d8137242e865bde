import { toICalendar, type CalendarEvent } from '@lesson-planner/shared-contracts/schedule';

/** Offers the events as an .ics file that Google Calendar and Outlook import. */
export function downloadCalendar(events: readonly CalendarEvent[], name: string, fileName: string) {
  const blob = new Blob([toICalendar(events, name, new Date())], {
    type: 'text/calendar;charset=utf-8',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // Revoked once the browser has taken the file, not before.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
