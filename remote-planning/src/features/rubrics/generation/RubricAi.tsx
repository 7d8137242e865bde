import { useTranslation } from 'react-i18next';
import {
  estimateDraftTokens,
  rubricStandards,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { AiPanel, type AiAction } from '../../../components/ai/AiPanel';
import { RubricTable } from '../view/RubricTable';
import { TaskDraftAction } from '../../../components/ai-draft';
import { RubricDraftPanel, type RubricDraftDefaults } from './RubricDraftPanel';
import { rubricDraftRequest, type RubricDraftContext } from './rubric-request';

const EMPTY_DEFAULTS: RubricDraftDefaults = {
  taskDescription: '',
  subject: '',
  grade: '',
  type: 'analytic',
  levelCount: 4,
  standards: [],
};

/** A new draft of `rubric` starts from what it is about. */
const defaultsOf = (rubric: RubricContent): RubricDraftDefaults => ({
  taskDescription: rubric.description,
  subject: rubric.subject,
  grade: rubric.grade,
  type: rubric.type,
  levelCount: rubric.levels.length,
  standards: rubricStandards(rubric),
});

/**
 * The rubric's AI panel, on Create and in the editor: draft the rubric (criteria, levels and
 * descriptors; drafted again, it keeps the rubric's links) and, once there is one, rewrite it for
 * students. Whatever the teacher uses goes to the editor unsaved; the editor saves it.
 */
export function RubricAi({
  context,
  rubric,
  defaults,
  onUse,
}: {
  /** Null until the team that pays is known. */
  context: RubricDraftContext | null;
  /** The rubric in the editor now (unsaved changes included); null before there is one. */
  rubric: RubricContent | null;
  /** What a first draft starts from; a rubric's own draft starts from the rubric. */
  defaults?: RubricDraftDefaults;
  /** Receives the drafted rubric, or the student version of `rubric`. */
  onUse(rubric: RubricContent): void;
}) {
  const { t } = useTranslation('rubrics');
  const actions: AiAction[] = [
    {
      id: 'draft',
      label: t(rubric ? 'ai.actions.redraft' : 'ai.actions.draft'),
      cost: estimateDraftTokens('rubric'),
      render: (done) => (
        <RubricDraftPanel
          context={context}
          defaults={rubric ? defaultsOf(rubric) : (defaults ?? EMPTY_DEFAULTS)}
          onUse={(drafted) => {
            onUse(
              rubric
                ? { ...drafted, unitIds: rubric.unitIds, experienceIds: rubric.experienceIds }
                : drafted,
            );
            done();
          }}
        />
      ),
    },
  ];
  if (rubric && context)
    actions.push({
      id: 'studentVersion',
      label: t('ai.actions.studentVersion'),
      cost: estimateDraftTokens('rubric'),
      render: (done) => (
        <TaskDraftAction<'rubric'>
          help={t('ai.studentLead')}
          generateLabel={t('ai.rewrite')}
          request={(options) =>
            rubricDraftRequest(context, { mode: 'studentVersion', ...options, rubric })
          }
          blocked={t('ai.chooseTeamFirst')}
          progress={(count) => t('ai.progressCriteria', { count })}
          previewHeading={t('ai.studentPreview')}
          preview={(result) => (
            <RubricTable rubric={result.rubric} teamId={context.teamId} forStudents />
          )}
          acceptLabel={t('ai.useStudentVersion')}
          onAccept={(result) => {
            onUse(result.rubric);
            done();
          }}
        />
      ),
    });
  return (
    <AiPanel
      objectName={t('ai.object')}
      buttonLabel={t('ai.button')}
      teamId={context?.teamId ?? ''}
      actions={actions}
    />
  );
}
