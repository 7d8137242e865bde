import { useTranslation } from 'react-i18next';
import { mdiCalendarExport, mdiPrinterOutline } from '@mdi/js';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { noteIdFor, type ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import { Button, Icon } from '@lesson-planner/shared-contracts/ui';
import { longDate } from '../../../components/date-format';
import { ExportWordButton } from '../../../components/word-export';
import { downloadCalendar, weekEvents, type WeekGrid } from '../common';
import { weekDocument } from './week-document';

/** The week out of the app: printed, as an iCalendar file, as a Word document. */
export function ExportActions({
  grid,
  notesById,
  monday,
}: {
  grid: WeekGrid | null;
  notesById: ReadonlyMap<string, ScheduleNote>;
  monday: string;
}) {
  const { t, i18n } = useTranslation('planner');
  const title = t('weekly.calendarName', { date: longDate(monday, i18n.language) });

  const exportWeek = () => {
    if (!grid) return;
    const events = weekEvents(grid, (cell) => ({
      summary: t('weekly.eventSummary', {
        classroom: cell.classroom.name,
        lesson: t('scheduler.lessonTitle', {
          number: cell.lesson.lessonIndex + 1,
          title: cell.lesson.lesson?.title ?? '',
        }),
      }),
      description: [
        ...(cell.lesson.lesson?.objectives ?? []),
        notesById.get(noteIdFor(cell.classroom.id, cell.meeting.date, cell.meeting.periodId))
          ?.text ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
    }));
    downloadCalendar(events, title, `week-${monday}.ics`);
  };

  return (
    <ButtonRow>
      <Button type="button" $variant="secondary" onClick={() => window.print()}>
        <Icon path={mdiPrinterOutline} />
        {t('weekly.print')}
      </Button>
      <Button
        type="button"
        $variant="secondary"
        disabled={!grid?.anyScheduled}
        onClick={exportWeek}
      >
        <Icon path={mdiCalendarExport} />
        {t('weekly.export')}
      </Button>
      {grid && (
        <ExportWordButton
          label={t('wordExport.week')}
          makeDocument={() => weekDocument(grid, notesById, { t, language: i18n.language, title })}
        />
      )}
    </ButtonRow>
  );
}
