import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  formatIsoDate,
  monthBounds,
  templateCalendar,
  weekdayOf,
  type CalendarDay,
  type TemplateTime,
} from '@lesson-planner/shared-contracts/schedule';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { CalendarGrid } from '@lesson-planner/shared-contracts/ui/kit';
import { useCycleDayName, weekdayName } from '@lesson-planner/shared-contracts/school-time';

const Grid = styled(CalendarGrid)`
  th,
  td {
    font-size: ${({ theme }) => theme.type.small};
  }
  td[data-kind='closed'] {
    background: ${({ theme }) => theme.palette.surfaceRaised};
  }
  td[data-kind='weekend'],
  td[data-kind='outsideTerm'] {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Nav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  flex-wrap: wrap;
`;

const DAY_OF_MONTH = { day: 'numeric' } as const;
const SHORT = 'short';

const monthOf = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
});

/**
 * A month of the template: each date with its cycle day, holidays marked, so a leader can check
 * it against the school's printed calendar.
 */
export function TemplateCalendar({
  template,
  initialDate,
}: {
  template: TemplateTime;
  initialDate: string;
}) {
  const { t, i18n } = useTranslation('planner');
  const cycleDayName = useCycleDayName();
  const headingId = useId();
  const [shown, setShown] = useState(() => monthOf(initialDate));
  const { first, last } = monthBounds(shown.year, shown.month);
  const days = templateCalendar(template, first, last);
  const leading = weekdayOf(first);
  const cells: (CalendarDay | null)[] = [...Array<null>(leading).fill(null), ...days];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) =>
    cells.slice(i * 7, i * 7 + 7),
  );
  const step = (delta: number) =>
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const weekdayHeads = Array.from({ length: 7 }, (_, weekday) =>
    weekdayName(weekday, i18n.language, SHORT),
  );
  const title = formatIsoDate(first, i18n.language, { month: 'long', year: 'numeric' });

  const describe = (day: CalendarDay): string => {
    if (day.kind === 'school') return cycleDayName(template, day.cycleDay);
    if (day.kind === 'closed')
      return day.cycleDay === null
        ? t('templates.calendar.closedSkipped', { label: day.label })
        : t('templates.calendar.closedConsumed', {
            label: day.label,
            day: cycleDayName(template, day.cycleDay),
          });
    if (day.kind === 'weekend') return t('templates.calendar.weekend');
    return t('templates.calendar.outsideTerm');
  };

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('templates.calendar.heading')}</h2>
      <Nav>
        <Button type="button" $variant="secondary" onClick={() => step(-1)}>
          {t('templates.calendar.previous')}
        </Button>
        <strong aria-live="polite">{title}</strong>
        <Button type="button" $variant="secondary" onClick={() => step(1)}>
          {t('templates.calendar.next')}
        </Button>
      </Nav>
      <Grid>
        <caption>{t('templates.calendar.caption', { month: title })}</caption>
        <thead>
          <tr>
            {weekdayHeads.map((name, weekday) => (
              <th key={weekday} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {Array.from({ length: 7 }, (_, weekday) => {
                const day = week[weekday];
                if (!day) return <td key={weekday} />;
                return (
                  <td key={day.date} data-kind={day.kind} data-date={day.date}>
                    <div>{formatIsoDate(day.date, i18n.language, DAY_OF_MONTH)}</div>
                    <div>{describe(day)}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Stack>
  );
}
