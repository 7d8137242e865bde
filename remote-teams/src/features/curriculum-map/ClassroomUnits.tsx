import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { standardRefKey, type Standard } from '@lesson-planner/shared-contracts/curriculum';
import { subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { formatIsoDate, type TeamMapUnit } from '@lesson-planner/shared-contracts/schedule';
import { Card, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';
import type { MapLayout } from './map-layout';

/** Two classrooms side by side where they fit, one below the other on a phone. */
const Classrooms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr));
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Units = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Unit = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.palette.border};
  a {
    font-weight: 600;
  }
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

const Codes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const dayMonth = { month: 'short', day: 'numeric' } as const;

/** A unit's standards as codes, each with its description on hover and for screen readers. */
function UnitStandards({
  unit,
  standards,
}: {
  unit: TeamMapUnit;
  standards: ReadonlyMap<string, Standard>;
}) {
  const { t } = useTranslation('teams');
  if (unit.standards.length === 0) return <Quiet>{t('map.noStandards')}</Quiet>;
  return (
    <Codes aria-label={t('map.standardsOf', { title: unit.title })}>
      {unit.standards.map((ref) => {
        const standard = standards.get(standardRefKey(ref));
        return (
          <li key={standardRefKey(ref)}>
            <Chip title={standard?.description}>
              {standard?.code ?? t('map.unknownStandard')}
              {standard && <VisuallyHidden>: {standard.description}</VisuallyHidden>}
            </Chip>
          </li>
        );
      })}
    </Codes>
  );
}

/**
 * Each classroom's units along the year, in teaching order, with their dates, subject and
 * standards, each opening the unit: the map to read closely, at any width.
 */
export function ClassroomUnits({
  layout,
  standards,
}: {
  layout: MapLayout;
  standards: ReadonlyMap<string, Standard>;
}) {
  const { t, i18n } = useTranslation('teams');
  const date = (iso: string) => formatIsoDate(iso, i18n.language, dayMonth);
  return (
    <Classrooms>
      {layout.rows.map((row) => (
        <Card as="section" key={row.id} aria-labelledby={`map-${row.id}`}>
          <h3 id={`map-${row.id}`}>{row.name}</h3>
          {row.bars.length === 0 ? (
            <p>{t('map.nothingScheduled')}</p>
          ) : (
            <Units>
              {row.bars.map(({ unit }) => (
                <Unit key={unit.unitId}>
                  <Quiet>
                    {t('map.unitWhen', { from: date(unit.firstDate), to: date(unit.lastDate) })}
                    {unit.subject && ` · ${subjectLabel(unit.subject, i18n.language)}`}
                  </Quiet>
                  <Link to={`/units/${unit.unitId}`}>{unit.title}</Link>
                  <UnitStandards unit={unit} standards={standards} />
                </Unit>
              ))}
            </Units>
          )}
        </Card>
      ))}
    </Classrooms>
  );
}
