import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import {
  StripTab,
  StripTabList,
  StripTabs,
  TabPanel,
} from '@lesson-planner/shared-contracts/ui/kit';
import type { WeekCell, WeekGrid } from '../common';
import { shortDate, timeRange } from '../../../components/date-format';
import { weekCellStyles } from './week-cell-styles';

const Slot = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

const Slots = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  ${weekCellStyles}
`;

const Time = styled.span`
  font-size: ${({ theme }) => theme.type.caption};
  font-variant-numeric: tabular-nums;
`;

/**
 * The week on a phone: a tab per day (arrow keys move between them) and that day's meetings as
 * an agenda, time beside each. Opens on `initialDay` (today, when the week holds it).
 */
export function DayAgenda({
  grid,
  initialDay,
  renderCell,
}: {
  grid: WeekGrid;
  initialDay: string;
  renderCell: (cell: WeekCell) => ReactNode;
}) {
  const { t, i18n } = useTranslation('planner');
  const days = grid.days.map((day) => day.date);
  const [selected, setSelected] = useState(days.includes(initialDay) ? initialDay : days[0]!);
  const weekday = dateTimeFormatter(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <StripTabs selectedKey={selected} onSelectionChange={(key) => setSelected(String(key))}>
      <StripTabList aria-label={t('weekly.days')}>
        {days.map((date) => (
          <StripTab key={date} id={date} aria-label={shortDate(date, i18n.language)}>
            {weekday(new Date(`${date}T00:00:00Z`))}
          </StripTab>
        ))}
      </StripTabList>
      {days.map((date) => {
        const rows = grid.rows.filter((row) => (row.cells.get(date) ?? []).length > 0);
        return (
          <TabPanel key={date} id={date}>
            {rows.length === 0 ? (
              <p>{t('weekly.noMeetingsDay')}</p>
            ) : (
              <Slots>
                {rows.map((row) => (
                  <Slot key={`${row.start}-${row.end}`}>
                    <Time>{timeRange(row.start, row.end, i18n.language)}</Time>
                    <div>{(row.cells.get(date) ?? []).map(renderCell)}</div>
                  </Slot>
                ))}
              </Slots>
            )}
          </TabPanel>
        );
      })}
    </StripTabs>
  );
}
