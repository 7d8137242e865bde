import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RubricContent } from '@lesson-planner/shared-contracts/planning';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Button, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { createRubric } from '../../../api/rubric-writes';
import { LeaveConfirmDialog, useLeaveGuard } from '../../../components/editing';
import { FailureMessage } from '../../../components/FailureMessage';
import { RubricFields, problemsOf, type RubricProblem } from '../editor';
import { CriterionAi, RubricAi, type RubricDraftContext } from '../generation';
import { AiRow } from '../../../components/ai/AiRow';

/**
 * An AI draft taken into the editor on the create page: edited, or reworked with its AI panels
 * (the rubric's and each criterion's) here, and saved only by "Create rubric" (then the rubric opens in its editor).
 */
export function DraftedRubricForm({
  initial,
  context,
  uid,
  onDiscard,
}: {
  initial: RubricContent;
  context: RubricDraftContext;
  uid: string;
  onDiscard(): void;
}) {
  const { t } = useTranslation('rubrics');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<RubricProblem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const saved = useRef(false);
  const blocker = useLeaveGuard(() => !saved.current);

  const change = (edit: (current: RubricContent) => RubricContent) =>
    setDraft((current) => {
      const next = edit(current);
      if (problems) setProblems(problemsOf(next));
      return next;
    });

  const save = async () => {
    const found = problemsOf(draft);
    if (found.length > 0) {
      setProblems(found);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const id = await createRubric(draft, context.teamId, uid);
      saved.current = true;
      void navigate(`/rubrics/${id}?view=edit`);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
      setBusy(false);
    }
  };

  return (
    <Stack $gap={4}>
      <AiRow>
        <RubricAi context={context} rubric={draft} onUse={(version) => change(() => version)} />
      </AiRow>
      <p>{t('ai.inEditor')}</p>
      {problems && problems.length > 0 && (
        <FormMessage $kind="error">{t('problems.summary', { count: problems.length })}</FormMessage>
      )}
      <RubricFields
        teamId={context.teamId}
        draft={draft}
        problems={problems}
        onChange={change}
        criterionTools={(index) => (
          <CriterionAi
            context={context}
            rubric={draft}
            index={index}
            onUse={(reworked) =>
              change((d) => ({
                ...d,
                criteria: d.criteria.map((c) => (c.id === reworked.id ? reworked : c)),
              }))
            }
          />
        )}
      />
      <FailureMessage code={failure ?? undefined} />
      <ButtonRow>
        <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
          {busy && <Spinner />}
          {busy ? t('create.creating') : t('create.submit')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onDiscard}>
          {t('ai.discardDraft')}
        </Button>
      </ButtonRow>
      <LeaveConfirmDialog blocker={blocker} text={t('ai.leaveText')} onDiscard={() => undefined} />
    </Stack>
  );
}
