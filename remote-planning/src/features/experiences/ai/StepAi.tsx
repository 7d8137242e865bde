import { useTranslation } from 'react-i18next';
import {
  estimateDraftTokens,
  type ExperienceDraftMode,
  type ExperienceStep,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceInput } from '../../../api/experience-document';
import { AiPanel } from '../../../components/ai/AiPanel';
import { TaskDraftAction } from '../../../components/ai-draft';
import { experienceDraftRequest } from './experience-request';
import { DraftedStep } from './ExperienceDraftPreview';

/** What AI can do on one step. */
const STEP_ACTIONS = ['improveStep', 'stepDifferentiation'] as const;

/**
 * A step's AI panel: improve the step, or add differentiation to it. Only that step of the draft
 * is taken into the form, so the rest of what the teacher typed meanwhile stays.
 */
export function StepAi({
  value,
  experienceId,
  index,
  onAccept,
}: {
  value: ExperienceInput;
  experienceId: string | null;
  index: number;
  onAccept(index: number, step: ExperienceStep): void;
}) {
  const { t } = useTranslation('experiences');
  const number = index + 1;
  const action = (mode: ExperienceDraftMode) => ({
    id: mode,
    label: t(`ai.actions.${mode}`),
    cost: estimateDraftTokens('experience'),
    render: (done: () => void) => (
      <TaskDraftAction<'experience'>
        help={t(`ai.help.${mode}`)}
        generateLabel={t('ai.draft')}
        request={(options) => experienceDraftRequest(value, experienceId, mode, options, index)}
        blocked={t('ai.fixFirst')}
        progress={(count) => t('ai.progress', { count })}
        previewHeading={t('ai.previewHeading')}
        preview={(result) => {
          const step = result.experience.steps[index];
          return step && <DraftedStep step={step} number={number} />;
        }}
        acceptLabel={t('ai.use')}
        onAccept={(result) => {
          const step = result.experience.steps[index];
          if (step) onAccept(index, step);
          done();
        }}
      />
    ),
  });
  return (
    <AiPanel
      objectName={t('ai.stepObject', { number })}
      buttonLabel={t('ai.stepButton', { number, title: value.steps[index]?.title ?? '' })}
      teamId={value.teamId}
      actions={STEP_ACTIONS.map(action)}
    />
  );
}
