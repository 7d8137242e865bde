import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** The unit a plan is for: what the teacher plans lessons against. */
export function UnitSummary({ unit }: { unit: Unit }) {
  const { t } = useTranslation('planner');
  const headingId = useId();
  const facts = [
    unit.subject,
    unit.grade,
    t('unitPlans.summary.weeks', { count: unit.weeks }),
    t('unitPlans.summary.standards', { count: unit.standards.length }),
  ].filter(Boolean);
  return (
    <Card as="section" aria-labelledby={headingId} data-print="hidden">
      <Stack $gap={2}>
        <h2 id={headingId}>
          <Link to={`/units/${unit.id}`}>{unit.title}</Link>
        </h2>
        <Facts>{facts.join(' · ')}</Facts>
        {unit.bigIdeas.length > 0 && (
          <p>
            <strong>{t('unitPlans.summary.bigIdeas')}</strong> {unit.bigIdeas.join('; ')}
          </p>
        )}
      </Stack>
    </Card>
  );
}
