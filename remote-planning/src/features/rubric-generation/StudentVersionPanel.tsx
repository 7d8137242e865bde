import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RubricContent } from '@lesson-planner/shared-contracts/planning';
import { Button, Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import {
  DraftOptionsFields,
  DraftProgress,
  useDraftOptions,
  useTaskDraft,
} from '../unit-plan-generation';
import { RubricDraftPreview } from './RubricDraftPreview';
import { rubricDraftRequest, type RubricDraftContext } from './rubric-request';

/**
 * "Rewrite for students": the teacher's current rubric (unsaved changes included) in plain,
 * first-person language at the grade's reading level, same levels and criteria. It is shown as
 * the students would see it; the teacher uses it (the editor takes its wording, unsaved) or
 * discards it.
 */
export function StudentVersionPanel({
  context,
  rubric,
  onUse,
}: {
  context: RubricDraftContext;
  rubric: RubricContent;
  onUse(rubric: RubricContent): void;
}) {
  const { t } = useTranslation('rubrics');
  const headingId = useId();
  const [options, setOptions] = useDraftOptions();
  const draft = useTaskDraft<'rubric'>();
  const busy = draft.status === 'generating';
  const version = draft.result?.rubric ?? null;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <h2 id={headingId}>{t('ai.studentTitle')}</h2>
        <p>{t('ai.studentLead')}</p>
        <DraftOptionsFields options={options} onChange={setOptions} />
        <div>
          <Button
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() =>
              void draft.generate(
                rubricDraftRequest(context, { mode: 'studentVersion', ...options, rubric }),
              )
            }
          >
            {busy && <Spinner />}
            {busy ? t('ai.rewriting') : t('ai.rewrite')}
          </Button>
        </div>
        <DraftProgress
          busy={busy}
          message={busy ? t('ai.rewriting') : version ? t('ai.studentReady') : null}
        />
        <FailureMessage
          code={draft.status === 'failed' ? draft.failure : undefined}
          chargedTokens={draft.failureCharged}
        />
        {draft.result && version && (
          <RubricDraftPreview
            heading={t('ai.studentPreview')}
            result={draft.result}
            rubric={version}
            teamId={context.teamId}
            forStudents
            useLabel={t('ai.useStudentVersion')}
            onUse={() => {
              onUse(version);
              draft.reset();
            }}
            onDiscard={draft.reset}
          />
        )}
      </Stack>
    </Card>
  );
}
