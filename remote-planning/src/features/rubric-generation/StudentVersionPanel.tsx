import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RubricContent } from '@lesson-planner/shared-contracts/planning';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { RubricTable } from '../rubric-view/RubricTable';
import {
  DraftOptionsFields,
  DraftProgress,
  DraftSourceNote,
  draftLanguage,
  useTaskDraft,
  type DraftOptions,
} from '../unit-plan-generation';
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
  const { t, i18n } = useTranslation('rubrics');
  const headingId = useId();
  const previewRef = useRef<HTMLHeadingElement>(null);
  const [options, setOptions] = useState<DraftOptions>(() => ({
    language: draftLanguage(i18n.language),
    instructions: '',
  }));
  const draft = useTaskDraft<'rubric'>();
  const busy = draft.status === 'generating';
  const version = draft.result?.rubric ?? null;

  useEffect(() => {
    if (version) previewRef.current?.focus();
  }, [version]);

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
        <FailureMessage code={draft.status === 'failed' ? draft.failure : undefined} />
        {draft.result && version && (
          <Stack $gap={3}>
            <h3 ref={previewRef} tabIndex={-1}>
              {t('ai.studentPreview')}
            </h3>
            <DraftSourceNote result={draft.result} offlineText={t('ai.offline')} />
            <RubricTable rubric={version} teamId={context.teamId} forStudents />
            <ButtonRow>
              <Button
                type="button"
                onClick={() => {
                  onUse(version);
                  draft.reset();
                }}
              >
                {t('ai.useStudentVersion')}
              </Button>
              <Button type="button" $variant="secondary" onClick={draft.reset}>
                {t('ai.discard')}
              </Button>
            </ButtonRow>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
