import { subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { formatIsoDate } from '@lesson-planner/shared-contracts/schedule';
import { categoryColour } from '../../components/category-colours';
import type { MapBar, MapLayout } from './map-layout';

// Classrooms as rows, weeks as columns; a unit is a bar from its first week to its last.
/** A school year is wider than a laptop at a legible week width: the map scrolls in its card. */
const Scroll = styled.div`
  overflow-x: auto;
  @media print {
    overflow: visible;
  }
`;

const Grid = styled.div<{ $weeks: number }>`
  display: grid;
  grid-template-columns: minmax(7rem, 10rem) repeat(${({ $weeks }) => $weeks}, minmax(2rem, 1fr));
  @media print {
    grid-template-columns: 6rem repeat(${({ $weeks }) => $weeks}, minmax(0, 1fr));
  }
  row-gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.small};
`;

const WeekLabel = styled.div`
  grid-row: 1;
  padding-bottom: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.palette.textMuted};
  white-space: nowrap;
  overflow: visible;
  font-size: ${({ theme }) => theme.type.caption};
`;

/** A week with a day off, shaded the whole height of the map. */
const DayOff = styled.div`
  background: repeating-linear-gradient(
    135deg,
    ${({ theme }) => theme.palette.accentSoft} 0 4px,
    transparent 4px 8px
  );
  border-inline: 1px solid ${({ theme }) => theme.palette.border};
  print-color-adjust: exact;
`;

const RowName = styled.div`
  grid-column: 1;
  padding-inline-end: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Bar = styled(Link)<{ $colour: string }>`
  z-index: 1;
  display: block;
  overflow: hidden;
  padding: 2px ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $colour }) => $colour};
  color: ${({ theme }) => theme.palette.surface};
  font-weight: 600;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  print-color-adjust: exact;
`;

const monthDay = { month: 'short', day: 'numeric' } as const;

export function MapGrid({ layout }: { layout: MapLayout }) {
  const { t, i18n } = useTranslation('teams');
  const theme = useTheme();
  const { weeks, rows, subjects } = layout;
  // Row 1 holds the week labels; each classroom takes one line per unit (at least one).
  const placed = rows.reduce<{ row: MapLayout['rows'][number]; first: number; last: number }[]>(
    (lines, row) => {
      const first = (lines.at(-1)?.last ?? 1) + 1;
      return [...lines, { row, first, last: first + Math.max(1, row.bars.length) - 1 }];
    },
    [],
  );
  const lastLine = placed.at(-1)?.last ?? 1;
  const label = (bar: MapBar) =>
    t('map.barLabel', {
      title: bar.unit.title,
      subject: subjectLabel(bar.unit.subject, i18n.language),
      from: formatIsoDate(bar.unit.firstDate, i18n.language, monthDay),
      to: formatIsoDate(bar.unit.lastDate, i18n.language, monthDay),
    });

  return (
    <Scroll>
      <Grid $weeks={weeks.length} aria-label={t('map.gridLabel')} role="group">
        {weeks.map((week, index) =>
          // Every fourth week is labelled, so the labels fit at any width.
          index % 4 === 0 ? (
            <WeekLabel key={week.monday} style={{ gridColumn: index + 2 }}>
              {formatIsoDate(week.monday, i18n.language, monthDay)}
            </WeekLabel>
          ) : null,
        )}
        {weeks.map((week, index) =>
          week.closures.length > 0 ? (
            <DayOff
              key={`off-${week.monday}`}
              style={{ gridColumn: index + 2, gridRow: `2 / ${lastLine + 1}` }}
              title={week.closures.join(', ')}
              data-day-off={week.closures.join(', ')}
            />
          ) : null,
        )}
        {placed.map(({ row, first, last }) => (
          <RowName key={row.id} style={{ gridRow: `${first} / ${last + 1}` }}>
            {row.name}
          </RowName>
        ))}
        {placed.flatMap(({ row, first }) =>
          row.bars.map((bar, index) => (
            <Bar
              key={`${row.id}-${bar.unit.unitId}`}
              to={`/units/${bar.unit.unitId}`}
              aria-label={label(bar)}
              title={label(bar)}
              $colour={categoryColour(theme.mode, subjects.indexOf(bar.unit.subject))}
              style={{
                gridRow: first + index,
                gridColumn: `${bar.firstWeek + 2} / ${bar.lastWeek + 3}`,
              }}
            >
              {bar.unit.title}
            </Bar>
          )),
        )}
      </Grid>
    </Scroll>
  );
}
