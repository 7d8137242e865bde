import { useTranslation } from 'react-i18next';
import {
  estimateDraftTokens,
  type RubricContent,
  type RubricCriterion,
  type RubricDraftMode,
} from '@lesson-planner/shared-contracts/planning';
import { AiPanel } from '../../../components/ai/AiPanel';
import { RubricTable } from '../view/RubricTable';
import { TaskDraftAction } from '../../../components/ai-draft';
import { rubricDraftRequest, type RubricDraftContext } from './rubric-request';

/** What AI can do on one criterion. */
const CRITERION_ACTIONS = ['improveCriterion', 'criterionStudentVersion'] as const;

/**
 * A criterion's AI panel: write its level descriptors (or, without levels, its wording), or
 * rewrite it for students. Only that criterion of the reply is used, by its id, so what the
 * teacher typed elsewhere meanwhile stays.
 */
export function CriterionAi({
  context,
  rubric,
  index,
  onUse,
}: {
  context: RubricDraftContext;
  /** The rubric in the editor now, unsaved changes included. */
  rubric: RubricContent;
  index: number;
  onUse(criterion: RubricCriterion): void;
}) {
  const { t } = useTranslation('rubrics');
  const number = index + 1;
  const name = t(`editor.criterionLegend.${rubric.type}`, { number });
  const label = (mode: RubricDraftMode) =>
    mode === 'improveCriterion' && rubric.type === 'analytic'
      ? t('ai.actions.descriptors')
      : t(`ai.actions.${mode}`);
  const action = (mode: RubricDraftMode) => ({
    id: mode,
    label: label(mode),
    // One criterion of the reply is new; the rest of the rubric comes back as it was.
    cost: estimateDraftTokens('rubric'),
    render: (done: () => void) => (
      <TaskDraftAction<'rubric'>
        help={t(`ai.help.${mode}`)}
        generateLabel={label(mode)}
        request={(options) =>
          rubricDraftRequest(context, { mode, ...options, rubric, criterionIndex: index })
        }
        blocked={t('ai.chooseTeamFirst')}
        progress={(count) => t('ai.progressCriteria', { count })}
        previewHeading={name}
        preview={(result) => {
          const criterion = result.rubric.criteria[index];
          return (
            criterion && (
              <RubricTable
                rubric={{ ...result.rubric, criteria: [criterion] }}
                teamId={context.teamId}
                forStudents={mode === 'criterionStudentVersion'}
              />
            )
          );
        }}
        acceptLabel={t('ai.use')}
        onAccept={(result) => {
          const criterion = result.rubric.criteria[index];
          if (criterion) onUse(criterion);
          done();
        }}
      />
    ),
  });
  return (
    <AiPanel
      objectName={name}
      buttonLabel={t('ai.criterionButton', {
        name,
        title: rubric.criteria[index]?.title ?? '',
      })}
      teamId={context.teamId}
      actions={CRITERION_ACTIONS.map(action)}
    />
  );
}
