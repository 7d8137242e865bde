import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { StackingTable } from '@lesson-planner/shared-contracts/ui/kit';
import { VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { categoryColour } from '../../components/category-colours';
import { chartScale, daysIn, MIN_DAYS_TO_PROJECT, type UsageChartData } from './usage-chart-data';

// A hand-drawn SVG rather than a chart library: one small chart (stacked bars, two lines), whose
// accessible name, table and theme colours we need to control anyway, is cheaper than a library's
// bundle on a school laptop's link.
// Drawn at the width it is shown (one unit a CSS pixel), so its labels stay 12 px on a phone.
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 260;
const PLOT = { left: 92, right: 12, top: 12, bottom: 28 };
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/** The figure's width in CSS pixels, followed as it changes. */
function useDrawnWidth(figure: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = figure.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [figure]);
  return width;
}

const Figure = styled.figure`
  position: relative;
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  text {
    fill: ${({ theme }) => theme.palette.textMuted};
    font-size: ${({ theme }) => theme.type.caption};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Swatch = styled.span<{ $colour: string; $dashed?: boolean }>`
  display: inline-block;
  width: 1.25rem;
  height: ${({ $dashed }) => ($dashed === undefined ? '0.75rem' : '0')};
  border-radius: 2px;
  background: ${({ $colour, $dashed }) => ($dashed === undefined ? $colour : 'none')};
  border-top: ${({ $colour, $dashed }) =>
    $dashed === undefined ? 'none' : `3px ${$dashed ? 'dashed' : 'solid'} ${$colour}`};
`;

/**
 * The figures for screen readers: hidden like VisuallyHidden, pinned to the figure's corner with
 * cells that wrap anywhere, so the clipped table never reaches past a phone's screen.
 */
const FiguresForScreenReaders = styled(VisuallyHidden)`
  top: 0;
  left: 0;
  white-space: normal;
  overflow-wrap: anywhere;
  /* The kit's table keeps its column names whole; here they are members' names and emails. */
  && thead th {
    white-space: normal;
  }
`;

const Method = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/** The line the month is measured against: the team's allowance, or a member's share of it. */
export interface ChartLimit {
  kind: 'allowance' | 'share';
  tokens: number;
}

export interface UsageChartProps {
  data: UsageChartData;
  /** 'yyyy-mm' */
  month: string;
  monthLabel: string;
  /** What the month's use is measured against, or null when nothing is. */
  limit: ChartLimit | null;
  nameOf: (userId: string) => string;
}

/**
 * The month's usage as running totals per day, stacked by member, with the allowance and the
 * projected month end (and its range); an image with a text summary, how the projection was made
 * in words, and the figures as a table for screen readers. The scale holds the allowance when it
 * is within reach; otherwise each line says what share of the allowance it stands for.
 */
export function UsageChart({ data, month, monthLabel, limit, nameOf }: UsageChartProps) {
  const { t, i18n } = useTranslation('teams');
  const theme = useTheme();
  const id = useId();
  const figure = useRef<HTMLElement>(null);
  const width = useDrawnWidth(figure);
  const length = daysIn(month);
  const { projection } = data;
  const { top, limitOnScale } = chartScale(
    Math.max(projection?.high ?? 0, data.total),
    limit?.tokens ?? null,
  );
  const y = (tokens: number) => PLOT.top + PLOT_HEIGHT * (1 - tokens / top);
  const band = (width - PLOT.left - PLOT.right) / length;
  const x = (day: number) => PLOT.left + band * (day - 1);
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const colourOf = (index: number) => categoryColour(theme.mode, index);
  const lastDay = data.days.at(-1);
  const limitLabel =
    limit &&
    (limitOnScale
      ? t(`chart.limit.${limit.kind}`, { limit: limit.tokens })
      : t(`chart.limitAsShare.${limit.kind}`, {
          limit: limit.tokens,
          share: percent.format(top / limit.tokens),
        }));
  const gridLabel = (tokens: number) =>
    limit && !limitOnScale && tokens > 0
      ? t('chart.gridShare', {
          tokens: compact.format(Math.round(tokens)),
          share: percent.format(tokens / limit.tokens),
        })
      : compact.format(Math.round(tokens));
  const current = projection !== null || data.throughDay < length;

  const summary = [
    t('chart.summary', { month: monthLabel, total: data.total, day: data.throughDay }),
    limit ? t(`chart.summaryLimit.${limit.kind}`, { limit: limit.tokens }) : '',
    projection ? t('chart.summaryProjected', { ...projection }) : '',
    data.members.length > 0
      ? t('chart.summaryMembers', {
          members: data.members
            .map((member, index) =>
              t('chart.memberTotal', {
                name: nameOf(member),
                tokens: lastDay?.cumulative[index] ?? 0,
              }),
            )
            .join(', '),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Figure ref={figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <strong>{t('chart.title', { month: monthLabel })}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{t('chart.title', { month: monthLabel })}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((share) => (
          <g key={share}>
            <line
              x1={PLOT.left}
              x2={width - PLOT.right}
              y1={y(top * share)}
              y2={y(top * share)}
              stroke={theme.palette.border}
              strokeOpacity={0.35}
            />
            <text x={PLOT.left - 6} y={y(top * share) + 4} textAnchor="end">
              {gridLabel(top * share)}
            </text>
          </g>
        ))}
        {data.days.map(({ day, cumulative }) => {
          let base = 0;
          return (
            <g key={day}>
              {cumulative.map((tokens, index) => {
                const from = base;
                base += tokens;
                if (tokens === 0) return null;
                return (
                  <rect
                    key={data.members[index]}
                    x={x(day) + band * 0.15}
                    width={band * 0.7}
                    y={y(base)}
                    height={y(from) - y(base)}
                    fill={colourOf(index)}
                    // A gap of the card's colour between members keeps stacked parts apart.
                    stroke={theme.palette.surface}
                    strokeWidth={0.75}
                  />
                );
              })}
            </g>
          );
        })}
        {[1, Math.ceil(length / 2), length].map((day) => (
          <text key={day} x={x(day) + band / 2} y={HEIGHT - 8} textAnchor="middle">
            {new Intl.NumberFormat(i18n.language).format(day)}
          </text>
        ))}
        {limit && limitOnScale && (
          <line
            x1={PLOT.left}
            x2={width - PLOT.right}
            y1={y(limit.tokens)}
            y2={y(limit.tokens)}
            stroke={theme.palette.danger}
            strokeWidth={2}
          />
        )}
        {projection && lastDay && (
          <>
            <polygon
              points={[
                [x(lastDay.day) + band / 2, y(data.total)],
                [x(length) + band / 2, y(projection.low)],
                [x(length) + band / 2, y(projection.high)],
              ]
                .map((point) => point.join(','))
                .join(' ')}
              fill={theme.palette.text}
              fillOpacity={0.12}
            />
            <line
              x1={x(lastDay.day) + band / 2}
              y1={y(data.total)}
              x2={x(length) + band / 2}
              y2={y(projection.expected)}
              stroke={theme.palette.text}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
          </>
        )}
      </svg>
      <Legend aria-hidden>
        {data.members.map((member, index) => (
          <li key={member}>
            <Swatch $colour={colourOf(index)} />
            {nameOf(member)}
          </li>
        ))}
        {limit && limitLabel && (
          <li>
            {limitOnScale && <Swatch $colour={theme.palette.danger} $dashed={false} />}
            {limitLabel}
          </li>
        )}
        {projection && (
          <li>
            <Swatch $colour={theme.palette.text} $dashed />
            {t('chart.projected', { ...projection })}
          </li>
        )}
      </Legend>
      {projection ? (
        <Method>{t('chart.method', { ...projection, last: length })}</Method>
      ) : (
        current && <Method>{t('chart.tooEarly', { count: MIN_DAYS_TO_PROJECT })}</Method>
      )}
      <FiguresForScreenReaders as="div">
        <StackingTable>
          <caption>{t('chart.tableCaption', { month: monthLabel })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              {data.members.map((member) => (
                <th key={member} scope="col">
                  {nameOf(member)}
                </th>
              ))}
              <th scope="col">{t('chart.runningTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {data.days
              .filter((day) => day.used.some((tokens) => tokens > 0))
              .map((day) => (
                <tr key={day.day}>
                  <th scope="row">{new Intl.NumberFormat(i18n.language).format(day.day)}</th>
                  {day.used.map((tokens, index) => (
                    <td key={data.members[index]}>{t('logs.number', { value: tokens })}</td>
                  ))}
                  <td>
                    {t('logs.number', {
                      value: day.cumulative.reduce((sum, tokens) => sum + tokens, 0),
                    })}
                  </td>
                </tr>
              ))}
          </tbody>
        </StackingTable>
      </FiguresForScreenReaders>
    </Figure>
  );
}
