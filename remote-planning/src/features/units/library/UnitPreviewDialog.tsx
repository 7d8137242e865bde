import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { lessonMinutes, type Unit } from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { Button, Chip, Dialog, DialogActions } from '@lesson-planner/shared-contracts/ui/kit';
import { PlanningFailure } from '../../../api/planning-failure';
import { unitPlanQuery } from '../../../api/unit-plan-reads';
import { FailureMessage } from '../../../components/FailureMessage';
import { usePrintFormats } from '../../plans';
import { standardCodeOf } from './LibraryFilters';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.body};
  }
  ul,
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
`;

const Chips = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** A read-only look at a unit of the team library, with "Use in my classroom". */
export function UnitPreviewDialog({
  unit,
  exemplar,
  onUse,
  onClose,
}: {
  unit: Unit;
  exemplar: boolean;
  onUse: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('unit');
  const formats = usePrintFormats();
  // The unit's plan, live (the unit page and the editor share it); null while it has none.
  const plan = useQuery(unitPlanQuery(unit.id));
  const facts = [
    subjectLabel(unit.subject, i18n.language),
    gradeLabel(unit.grade, i18n.language),
    t('detail.weekCount', { count: unit.weeks }),
  ].filter(Boolean);
  return (
    <Dialog title={unit.title} isOpen onOpenChange={(open) => !open && onClose()}>
      <p>
        {exemplar && <Chip $tone="accent">{t('library.exemplar')}</Chip>}{' '}
        <Muted>{facts.join(' · ')}</Muted>
      </p>
      {unit.bigIdeas.length > 0 && (
        <Section aria-label={t('fields.bigIdeas')}>
          <h3>{t('fields.bigIdeas')}</h3>
          <ul>
            {unit.bigIdeas.map((idea, index) => (
              <li key={index}>{idea}</li>
            ))}
          </ul>
        </Section>
      )}
      {unit.standards.length > 0 && (
        <Section aria-label={t('fields.standards')}>
          <h3>{t('fields.standards')}</h3>
          <Chips>
            {unit.standards.map((ref) => (
              <Chip key={`${ref.frameworkId}/${ref.standardId}`}>
                {standardCodeOf(ref.standardId)}
              </Chip>
            ))}
          </Chips>
        </Section>
      )}
      <Section aria-label={t('library.lessons')}>
        <h3>{t('library.lessons')}</h3>
        <LoadState
          result={{ data: plan.data === null ? [] : plan.data?.lessons, error: plan.error }}
          loading={t('library.loadingLessons')}
          failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
          onRetry={() => void plan.refetch()}
          isEmpty={(lessons) => lessons.length === 0}
          empty={<p>{t('detail.noPlanYet')}</p>}
        >
          {(lessons) => (
            <ol>
              {lessons.map((lesson, index) => (
                <li key={index}>
                  {lesson.title} <Muted>· {formats.minutes(lessonMinutes(lesson))}</Muted>
                </li>
              ))}
            </ol>
          )}
        </LoadState>
      </Section>
      <DialogActions>
        <Link to={`/units/${unit.id}`}>{t('library.openUnit')}</Link>
        <Button type="button" onClick={onUse}>
          {t('copy.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
