// The editor's AI tools: each hands its result to the working copy (editRubric), unsaved.
import { useTranslation } from 'react-i18next';
import { rubricStandards, type RubricContent } from '@lesson-planner/shared-contracts/planning';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import {
  ImproveCriterionButton,
  RubricDraftPanel,
  StudentVersionPanel,
  type RubricDraftContext,
} from '../rubric-generation';
import { editRubric } from './rubric-editor-store';

interface ToolProps {
  teamId: string;
  rubricId: string;
  draft: RubricContent;
}

const contextOf = ({ teamId, rubricId, draft }: ToolProps): RubricDraftContext => ({
  teamId,
  rubricId,
  unitId: draft.unitIds[0] ?? null,
  experienceId: draft.experienceIds[0] ?? null,
});

/** "Improve this criterion": the improved criterion replaces the one with its id. */
export function ImproveCriterionTool(props: ToolProps & { index: number }) {
  return (
    <ImproveCriterionButton
      context={contextOf(props)}
      rubric={props.draft}
      index={props.index}
      onImproved={(improved) =>
        editRubric((d) => ({
          ...d,
          criteria: d.criteria.map((c) => (c.id === improved.id ? improved : c)),
        }))
      }
    />
  );
}

/**
 * "Rewrite for students" (its wording replaces the copy's) and a new draft of the whole rubric
 * (which replaces the copy, keeping its links), folded away until asked for.
 */
export function RubricAiTools(props: ToolProps) {
  const { t } = useTranslation('rubrics');
  const { draft } = props;
  const context = contextOf(props);
  return (
    <Stack $gap={3}>
      <StudentVersionPanel
        context={context}
        rubric={draft}
        onUse={(version) => editRubric(() => version)}
      />
      <details>
        <summary>{t('ai.redraftSummary')}</summary>
        <RubricDraftPanel
          context={context}
          defaults={{
            taskDescription: draft.description,
            subject: draft.subject,
            grade: draft.grade,
            type: draft.type,
            levelCount: draft.levels.length,
            standards: rubricStandards(draft),
          }}
          onUse={(rubric) =>
            editRubric((d) => ({ ...rubric, unitIds: d.unitIds, experienceIds: d.experienceIds }))
          }
        />
      </details>
    </Stack>
  );
}
