import { useTranslation } from 'react-i18next';
import type { RubricContent, RubricCriterion } from '@lesson-planner/shared-contracts/planning';
import { Button, Spinner } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { DraftProgress, draftLanguage, useTaskDraft } from '../unit-plan-generation';
import { rubricDraftRequest, type RubricDraftContext } from './rubric-request';

/**
 * "Improve this criterion": one criterion of the teacher's current rubric (unsaved changes
 * included), improved in the interface language and put back in the editor, unsaved, for the
 * teacher to review.
 */
export function ImproveCriterionButton({
  context,
  rubric,
  index,
  onImproved,
}: {
  context: RubricDraftContext;
  rubric: RubricContent;
  index: number;
  onImproved(criterion: RubricCriterion): void;
}) {
  const { t, i18n } = useTranslation('rubrics');
  const draft = useTaskDraft<'rubric'>();
  const busy = draft.status === 'generating';
  const number = index + 1;

  const improve = async () => {
    const result = await draft.generate(
      rubricDraftRequest(context, {
        mode: 'improveCriterion',
        language: draftLanguage(i18n.language),
        rubric,
        criterionIndex: index,
      }),
    );
    const improved = result?.rubric.criteria[index];
    if (improved) onImproved(improved);
  };

  return (
    <div>
      <Button
        type="button"
        $variant="secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void improve()}
      >
        {busy && <Spinner />}
        {t(`ai.improve.${rubric.type === 'checklist' ? 'item' : 'criterion'}`, { number })}
      </Button>
      <DraftProgress
        busy={false}
        message={
          busy ? t('ai.improving') : draft.status === 'done' ? t('ai.improved', { number }) : null
        }
      />
      <FailureMessage
        code={draft.status === 'failed' ? draft.failure : undefined}
        chargedTokens={draft.failureCharged}
      />
    </div>
  );
}
