import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import {
  estimateDraftTokens,
  type UnitDraftContent,
} from '@lesson-planner/shared-contracts/planning';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { listTeamStandards, type FrameworkStandards } from '../../../api/curriculum-reads';
import { AiPanel } from '../../../components/ai/AiPanel';
import { FailureMessage } from '../../../components/FailureMessage';
import { useStandardLabels } from '../../../components/standards';
import {
  DraftOptionsFields,
  DraftProgress,
  DraftSourceNote,
  PlainFieldset,
  useDraftOptions,
  useTaskDraft,
} from '../../../components/ai-draft';
import type { UnitDraft } from './form-state';
import { draftCandidates } from './unit-draft-ai';

/**
 * "Draft this unit with AI" on Create a unit: the AI button and panel, drafting the title, big
 * ideas, essential questions, summative assessment and standards from what the form holds.
 */
export function UnitDraftAi({
  draft,
  onAccept,
}: {
  draft: UnitDraft;
  onAccept: (drafted: UnitDraftContent) => void;
}) {
  const { t } = useTranslation('unit');
  return (
    <AiPanel
      objectName={t('ai.object')}
      buttonLabel={t('ai.button')}
      teamId={draft.teamId}
      actions={[
        {
          id: 'draftUnit',
          label: t('ai.draftUnit'),
          cost: estimateDraftTokens('unit'),
          render: (done) => (
            <UnitDraftForm
              draft={draft}
              onAccept={(drafted) => {
                onAccept(drafted);
                done();
              }}
            />
          ),
        },
      ]}
    />
  );
}

function UnitDraftForm({
  draft,
  onAccept,
}: {
  draft: UnitDraft;
  onAccept: (drafted: UnitDraftContent) => void;
}) {
  const { t } = useTranslation(['unit', 'planner']);
  const previewId = useId();
  const [options, setOptions] = useDraftOptions();
  const generation = useTaskDraft<'unit'>();
  const frameworks = useTeamFrameworks(draft.teamId);
  const generating = generation.status === 'generating';
  const drafted = generation.result?.unit ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void generation.generate({
      task: 'unit',
      teamId: draft.teamId,
      language: options.language,
      instructions: options.instructions.trim(),
      idea: draft.title.trim(),
      subject: draft.subject.trim(),
      grade: draft.grade.trim(),
      weeks: Number(draft.weeks) || 4,
      standards: draftCandidates(frameworks ?? [], draft),
    });
  };

  return (
    <Stack $gap={3}>
      <p>{t('ai.help')}</p>
      <form onSubmit={submit} noValidate>
        <Stack $gap={3}>
          <PlainFieldset disabled={generating}>
            <DraftOptionsFields options={options} onChange={setOptions} />
          </PlainFieldset>
          <ButtonRow>
            <Button type="submit" disabled={generating || frameworks === null}>
              {t('ai.generate')}
            </Button>
          </ButtonRow>
        </Stack>
      </form>
      <DraftProgress
        busy={generating}
        message={
          generating ? t('ai.drafting') : generation.status === 'done' ? t('ai.ready') : null
        }
      />
      <FailureMessage code={generation.failure} chargedTokens={generation.failureCharged} />
      {drafted && generation.result && (
        <Stack as="section" aria-labelledby={previewId} $gap={3}>
          <h3 id={previewId}>{t('ai.previewHeading')}</h3>
          <DraftSourceNote result={generation.result} />
          <DraftedUnit teamId={draft.teamId} unit={drafted} />
          <ButtonRow>
            <Button type="button" onClick={() => onAccept(drafted)}>
              {t('ai.use')}
            </Button>
            <Button type="button" $variant="secondary" onClick={generation.reset}>
              {t('planner:generation.discard')}
            </Button>
          </ButtonRow>
        </Stack>
      )}
    </Stack>
  );
}

/** The team's frameworks (for the candidate standards), or null while they load. */
function useTeamFrameworks(teamId: string): FrameworkStandards[] | null {
  const [read, setRead] = useState<{ teamId: string; frameworks: FrameworkStandards[] }>();
  useEffect(() => {
    let current = true;
    listTeamStandards(teamId).then(
      (frameworks) => current && setRead({ teamId, frameworks }),
      // Without them the draft chooses no standards; the server checks the rest.
      () => current && setRead({ teamId, frameworks: [] }),
    );
    return () => {
      current = false;
    };
  }, [teamId]);
  return read?.teamId === teamId ? read.frameworks : null;
}

function DraftedUnit({ teamId, unit }: { teamId: string; unit: UnitDraftContent }) {
  const { t } = useTranslation('unit');
  const labels = useStandardLabels(teamId, unit.standards);
  return (
    <dl>
      <dt>{t('form.title')}</dt>
      <dd>{unit.title}</dd>
      <dt>{t('form.bigIdeas.legend')}</dt>
      <dd>
        <ul>
          {unit.bigIdeas.map((idea, index) => (
            <li key={index}>{idea}</li>
          ))}
        </ul>
      </dd>
      <dt>{t('form.essentialQuestions.legend')}</dt>
      <dd>
        <ul>
          {unit.essentialQuestions.map((question, index) => (
            <li key={index}>{question}</li>
          ))}
        </ul>
      </dd>
      <dt>{t('form.summativeAssessment')}</dt>
      <dd>{unit.summativeAssessment}</dd>
      <dt>{t('form.standards.legend')}</dt>
      <dd>
        {unit.standards.length === 0 ? (
          t('ai.noStandards')
        ) : (
          <ul>
            {labels.map(({ ref, label }) => (
              <li key={`${ref.frameworkId}/${ref.standardId}`}>{label}</li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
