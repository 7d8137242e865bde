import { mdiPin, mdiPinOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import type { Placement } from '@lesson-planner/shared-contracts/schedule';
import { DataTable, IconButton, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import { shortDate, timeRange } from '../../../components/date-format';

type PlacedLesson = Placement['lessons'][number];

/** One meeting a line; its date and its times each stay whole. */
const Meeting = styled.span`
  display: block;
  & > span {
    white-space: nowrap;
  }
`;

/**
 * A unit's lessons with their dates, as the kit's table (stacked cards on a phone); each
 * lesson's pin is an icon button named after it when `onPin` is given.
 */
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
  const columns: DataColumn<PlacedLesson>[] = [
    {
      id: 'lesson',
      header: t('scheduler.table.lesson'),
      width: 'prose',
      cell: (placed) =>
        t('scheduler.lessonTitle', {
          number: placed.lessonIndex + 1,
          title: lessons[placed.lessonIndex]?.title ?? '',
        }),
    },
    {
      id: 'when',
      header: t('scheduler.table.when'),
      width: 'short',
      cell: (placed) => {
        if (placed.meetings.length === 0)
          return placed.date
            ? shortDate(placed.date, i18n.language)
            : t('scheduler.table.unplaced');
        return placed.meetings.map((meeting) => (
          <Meeting key={`${meeting.date}-${meeting.start}`}>
            <span>{shortDate(meeting.date, i18n.language)}</span>{' '}
            <span>{timeRange(meeting.start, meeting.end, i18n.language)}</span>
          </Meeting>
        ));
      },
    },
    {
      id: 'status',
      header: t('scheduler.table.status'),
      width: 'short',
      cell: (placed) =>
        [
          placed.pinned && t('scheduler.table.pinned'),
          placed.pinnedOffTimetable && t('scheduler.table.offTimetable'),
          placed.pastPlannedEnd && t('scheduler.table.pastPlannedEnd'),
        ]
          .filter(Boolean)
          .join(' · '),
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={placement.lessons}
      rowKey={(placed) => String(placed.lessonIndex)}
      rowHeader="lesson"
      rowData={(placed) => ({
        'data-lesson': String(placed.lessonIndex),
        'data-date': placed.date ?? '',
      })}
      actions={
        onPin && {
          header: t('scheduler.table.actions'),
          control: (placed) => (
            <IconButton
              icon={placed.pinned ? mdiPin : mdiPinOutline}
              label={
                placed.pinned
                  ? t('scheduler.unpin', { lesson: placed.lessonIndex + 1 })
                  : t('scheduler.pin', { lesson: placed.lessonIndex + 1 })
              }
              isDisabled={busy || !placed.date}
              onPress={() => onPin(placed.lessonIndex, placed.pinned ? null : placed.date)}
            />
          ),
        }
      }
    />
  );
}
