import { useTranslation } from 'react-i18next';
import {
  SCHOOL_DAYS,
  WEEKDAYS,
  periodsPerWeek,
  type Timetable,
} from '@lesson-planner/shared-contracts/curriculum';
import { DataTable, TableScroll } from '@lesson-planner/shared-contracts/content';
import { useWeekdayNames } from '../classroom-form';

/** Periods per weekday: the school days always, a weekend day when the class meets on it. */
export function TimetableTable({ timetable }: { timetable: Timetable }) {
  const { t } = useTranslation('classroom');
  const names = useWeekdayNames();
  const days = WEEKDAYS.filter((day) => SCHOOL_DAYS.includes(day) || (timetable[day] ?? 0) > 0);
  return (
    <TableScroll>
      <DataTable>
        <caption>{t('timetable.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timetable.day')}</th>
            <th scope="col">{t('timetable.periods')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day}>
              <th scope="row">{names[day]}</th>
              <td>{t('classrooms.number', { value: timetable[day] ?? 0 })}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('timetable.week')}</th>
            <td>{t('classrooms.number', { value: periodsPerWeek(timetable) })}</td>
          </tr>
        </tfoot>
      </DataTable>
    </TableScroll>
  );
}
