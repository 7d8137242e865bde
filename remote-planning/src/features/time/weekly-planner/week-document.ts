import type { TFunction } from 'i18next';
import { noteIdFor, type ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import { type WeekCell, type WeekGrid } from '../common';
import { shortDate, timeRange } from '../../../components/date-format';
import { heading, type WordDocument } from '../../../components/word-export';

/** What one meeting holds, on paper: the class, its lesson (or why it is free) and the note. */
function cellText(cell: WeekCell, note: ScheduleNote | undefined, t: TFunction): string {
  const { lesson } = cell;
  const what = cell.lost
    ? t('weekly.lost', { reason: cell.lost.reason || t('scheduler.lost.noReason') })
    : lesson
      ? [
          t('scheduler.lessonTitle', {
            number: lesson.lessonIndex + 1,
            title: lesson.lesson?.title ?? '',
          }),
          lesson.parts > 1 ? t('weekly.part', { part: lesson.part, parts: lesson.parts }) : '',
        ]
          .filter(Boolean)
          .join(' ')
      : t('weekly.free');
  return [`${cell.classroom.name}: ${what}`, note?.text ?? ''].filter(Boolean).join('\n');
}

/** The week as a Word document: one table of times × days, as the planner draws it. */
export function weekDocument(
  grid: WeekGrid,
  notes: ReadonlyMap<string, ScheduleNote>,
  { t, language, title }: { t: TFunction; language: string; title: string },
): WordDocument {
  return {
    title,
    language,
    blocks: [
      heading(title, 1),
      {
        kind: 'table',
        header: ['', ...grid.days.map((day) => shortDate(day.date, language))],
        rows: grid.rows.map((row) => [
          timeRange(row.start, row.end, language),
          ...grid.days.map((day) =>
            (row.cells.get(day.date) ?? [])
              .map((cell) =>
                cellText(
                  cell,
                  notes.get(noteIdFor(cell.classroom.id, cell.meeting.date, cell.meeting.periodId)),
                  t,
                ),
              )
              .join('\n'),
          ),
        ]),
      },
    ],
  };
}
