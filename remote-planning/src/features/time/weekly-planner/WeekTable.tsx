import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCycleDayNote } from '@lesson-planner/shared-contracts/school-time';
import { CalendarGrid } from '@lesson-planner/shared-contracts/ui/kit';
import { longDate, shortDate, timeRange } from '../../../components/date-format';
import type { WeekCell, WeekGrid } from '../common';
import { weekCellStyles } from './week-cell-styles';

const Grid = styled(CalendarGrid)`
  /* A day's date and its cycle day on one line; a long closure name ends in an ellipsis. */
  thead th {
    font-size: ${({ theme }) => theme.type.small};
    text-align: start;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The meeting's times on one line ("10:30 AM–11:20 AM"). */
  thead td:first-child,
  tbody th {
    width: 9.5rem;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.type.caption};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  tbody td {
    height: 3rem;
  }
  ${weekCellStyles}
`;

const VisuallyHiddenCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const DayNote = styled.span`
  margin-inline-start: ${({ theme }) => theme.space(2)};
  font-weight: 400;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** The week on a wide screen: days across (with their cycle day or closure), meetings down. */
export function WeekTable({
  grid,
  monday,
  renderCell,
}: {
  grid: WeekGrid;
  monday: string;
  renderCell: (cell: WeekCell) => ReactNode;
}) {
  const { t, i18n } = useTranslation('planner');
  const cycleDayNote = useCycleDayNote();
  return (
    <Grid>
      <VisuallyHiddenCaption>
        {t('weekly.caption', { date: longDate(monday, i18n.language) })}
      </VisuallyHiddenCaption>
      <thead>
        <tr>
          <td />
          {grid.days.map((day) => {
            const note =
              day.calendar?.kind === 'school' && day.template
                ? cycleDayNote(day.template, day.calendar.cycleDay)
                : day.calendar?.kind === 'closed'
                  ? day.calendar.label
                  : null;
            const date = shortDate(day.date, i18n.language);
            return (
              <th
                key={day.date}
                scope="col"
                data-date={day.date}
                title={note ? `${date} ${note}` : date}
              >
                {date}
                {note && <DayNote>{note}</DayNote>}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {grid.rows.length === 0 ? (
          <tr>
            <td colSpan={grid.days.length + 1}>{t('weekly.noMeetings')}</td>
          </tr>
        ) : (
          grid.rows.map((row) => (
            <tr key={`${row.start}-${row.end}`}>
              <th scope="row">{timeRange(row.start, row.end, i18n.language)}</th>
              {grid.days.map((day) => (
                <td key={day.date}>{(row.cells.get(day.date) ?? []).map(renderCell)}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </Grid>
  );
}
