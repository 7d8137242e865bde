import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.type.subheading};
  ${mediaUp('md')} {
    font-size: ${({ theme }) => theme.type.heading};
  }
`;

// Big ideas are whole sentences with their own punctuation: one per line, never joined. Folded
// under their count, so the lessons come first on the page.
const BigIdeas = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/**
 * The unit a plan is for: what the teacher plans lessons against. `bare` leaves out its card,
 * for a header that holds it beside the review.
 */
export function UnitSummary({ unit, bare = false }: { unit: Unit; bare?: boolean }) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const bigIdeasId = useId();
  const facts = [
    subjectLabel(unit.subject, i18n.language),
    gradeLabel(unit.grade, i18n.language),
    t('unitPlans.summary.weeks', { count: unit.weeks }),
    t('unitPlans.summary.standards', { count: unit.standards.length }),
  ].filter(Boolean);
  const summary = (
    <Stack $gap={1}>
      <Title id={headingId}>
        <Link to={`/units/${unit.id}`}>{unit.title}</Link>
      </Title>
      <Facts>{facts.join(' · ')}</Facts>
      {unit.bigIdeas.length > 0 && (
        <BigIdeas>
          <summary id={bigIdeasId}>
            {t('unitPlans.summary.bigIdeasCount', { count: unit.bigIdeas.length })}
          </summary>
          <ul aria-labelledby={bigIdeasId}>
            {unit.bigIdeas.map((idea, index) => (
              <li key={index}>{idea}</li>
            ))}
          </ul>
        </BigIdeas>
      )}
    </Stack>
  );
  return bare ? (
    <section aria-labelledby={headingId}>{summary}</section>
  ) : (
    <Card as="section" aria-labelledby={headingId} data-print="hidden">
      {summary}
    </Card>
  );
}
