import { useTranslation } from 'react-i18next';
import { DataTable, TableScroll } from '@lesson-planner/shared-contracts/content';
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import type { Placement } from '@lesson-planner/shared-contracts/schedule';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { shortDate, timeRange } from '../../../components/date-format';

/** A unit's lessons with their dates; pinning is offered when `onPin` is given. */
export function PlacementTable({
  caption,
  lessons,
  placement,
  busy = false,
  onPin,
}: {
  caption: string;
  lessons: readonly Lesson[];
  placement: Placement;
  busy?: boolean;
  onPin?: (lessonIndex: number, date: string | null) => void;
}) {
  const { t, i18n } = useTranslation('planner');
  return (
    <TableScroll>
      <DataTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scheduler.table.lesson')}</th>
            <th scope="col">{t('scheduler.table.when')}</th>
            <th scope="col">{t('scheduler.table.status')}</th>
            {onPin && <th scope="col">{t('scheduler.table.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {placement.lessons.map((placed) => {
            const lesson = lessons[placed.lessonIndex];
            const title = t('scheduler.lessonTitle', {
              number: placed.lessonIndex + 1,
              title: lesson?.title ?? '',
            });
            const when =
              placed.meetings.length > 0
                ? placed.meetings
                    .map(
                      (m) =>
                        `${shortDate(m.date, i18n.language)} ${timeRange(m.start, m.end, i18n.language)}`,
                    )
                    .join(', ')
                : placed.date
                  ? shortDate(placed.date, i18n.language)
                  : t('scheduler.table.unplaced');
            const status = [
              placed.pinned && t('scheduler.table.pinned'),
              placed.pinnedOffTimetable && t('scheduler.table.offTimetable'),
              placed.pastPlannedEnd && t('scheduler.table.pastPlannedEnd'),
            ].filter(Boolean);
            return (
              <tr
                key={placed.lessonIndex}
                data-lesson={placed.lessonIndex}
                data-date={placed.date ?? ''}
              >
                <th scope="row">{title}</th>
                <td>{when}</td>
                <td>{status.join(' · ')}</td>
                {onPin && (
                  <td>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={busy || !placed.date}
                      onClick={() => onPin(placed.lessonIndex, placed.pinned ? null : placed.date)}
                    >
                      {placed.pinned
                        ? t('scheduler.unpin', { lesson: placed.lessonIndex + 1 })
                        : t('scheduler.pin', { lesson: placed.lessonIndex + 1 })}
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
