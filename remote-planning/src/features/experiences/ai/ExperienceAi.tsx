import { useTranslation } from 'react-i18next';
import {
  estimateDraftTokens,
  type ExperienceContent,
  type ExperienceDraftMode,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceInput } from '../../../api/experience-document';
import { AiPanel } from '../../../components/ai/AiPanel';
import { TaskDraftAction } from '../../../components/ai-draft';
import { experienceDraftRequest } from './experience-request';
import { ExperienceDraftPreview } from './ExperienceDraftPreview';

/** What AI can do on a whole experience, in the panel's order. */
const EXPERIENCE_ACTIONS = ['draft', 'handsOn', 'differentiation'] as const;

/**
 * The experience's AI panel, on Create and Edit alike: draft it (from its title, type, unit and
 * standards), make it more hands-on, or add differentiation. The accepted draft replaces the
 * form's content; the page saves it the usual way.
 */
export function ExperienceAi({
  value,
  experienceId,
  onAccept,
}: {
  /** The form's value now, unsaved changes included. */
  value: ExperienceInput;
  /** The saved experience (named in the usage log), null while creating. */
  experienceId: string | null;
  onAccept(content: ExperienceContent): void;
}) {
  const { t } = useTranslation('experiences');
  const blocked = value.teamId ? t('ai.fixFirst') : t('ai.chooseTeamFirst');
  // Reworking needs something to rework: a new experience without steps can only be drafted.
  const actions = value.steps.length > 0 ? EXPERIENCE_ACTIONS : EXPERIENCE_ACTIONS.slice(0, 1);
  const action = (mode: ExperienceDraftMode) => ({
    id: mode,
    // On a saved experience, drafting writes it again.
    label: t(mode === 'draft' && experienceId ? 'ai.actions.redraft' : `ai.actions.${mode}`),
    cost: estimateDraftTokens('experience'),
    render: (done: () => void) => (
      <TaskDraftAction<'experience'>
        help={t(`ai.help.${mode}`)}
        generateLabel={t('ai.draft')}
        request={(options) => experienceDraftRequest(value, experienceId, mode, options)}
        blocked={blocked}
        progress={(count) => t('ai.progress', { count })}
        previewHeading={t('ai.previewHeading')}
        preview={(result) => <ExperienceDraftPreview experience={result.experience} />}
        acceptLabel={t('ai.use')}
        onAccept={(result) => {
          onAccept(result.experience);
          done();
        }}
      />
    ),
  });
  return (
    <AiPanel
      objectName={t('ai.object')}
      buttonLabel={t('ai.button')}
      teamId={value.teamId}
      actions={actions.map(action)}
    />
  );
}
