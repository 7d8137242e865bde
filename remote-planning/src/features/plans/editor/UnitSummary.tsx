import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

// Big ideas are whole sentences with their own punctuation: one per line, never joined.
const BigIdeas = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** The unit a plan is for: what the teacher plans lessons against. */
export function UnitSummary({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const bigIdeasId = useId();
  const facts = [
    subjectLabel(unit.subject, i18n.language),
    gradeLabel(unit.grade, i18n.language),
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
          <div>
            <strong id={bigIdeasId}>{t('unitPlans.summary.bigIdeas')}</strong>
            <BigIdeas aria-labelledby={bigIdeasId}>
              {unit.bigIdeas.map((idea, index) => (
                <li key={index}>{idea}</li>
              ))}
            </BigIdeas>
          </div>
        )}
      </Stack>
    </Card>
  );
}
