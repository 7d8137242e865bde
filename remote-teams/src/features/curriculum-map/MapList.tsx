import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { formatIsoDate } from '@lesson-planner/shared-contracts/schedule';
import type { MapLayout } from './map-layout';

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(4)};
`;

const dayMonth = { month: 'short', day: 'numeric' } as const;

/** The map on a phone: each classroom's units in order, with their dates. */
export function MapList({ layout }: { layout: MapLayout }) {
  const { t, i18n } = useTranslation('teams');
  const date = (iso: string) => formatIsoDate(iso, i18n.language, dayMonth);
  return (
    <div>
      {layout.rows.map((row) => (
        <section key={row.id} aria-label={row.name}>
          <h3>{row.name}</h3>
          {row.bars.length === 0 ? (
            <p>{t('map.nothingScheduled')}</p>
          ) : (
            <List>
              {row.bars.map(({ unit }) => (
                <li key={unit.unitId}>
                  <Link to={`/units/${unit.unitId}`}>{unit.title}</Link>{' '}
                  {t('map.listDetail', {
                    subject: subjectLabel(unit.subject, i18n.language),
                    from: date(unit.firstDate),
                    to: date(unit.lastDate),
                  })}
                </li>
              ))}
            </List>
          )}
        </section>
      ))}
    </div>
  );
}
