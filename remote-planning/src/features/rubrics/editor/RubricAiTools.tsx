// The editor's AI panels: each hands its result to the working copy (editRubric), unsaved.
import type { RubricContent } from '@lesson-planner/shared-contracts/planning';
import { CriterionAi, RubricAi, type RubricDraftContext } from '../generation';
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

/** A criterion's AI panel: the reworked criterion replaces the one with its id. */
export function CriterionAiTool(props: ToolProps & { index: number }) {
  return (
    <CriterionAi
      context={contextOf(props)}
      rubric={props.draft}
      index={props.index}
      onUse={(reworked) =>
        editRubric((d) => ({
          ...d,
          criteria: d.criteria.map((c) => (c.id === reworked.id ? reworked : c)),
        }))
      }
    />
  );
}

/** The rubric's AI panel: a new draft, or the student version, replaces the working copy. */
export function RubricAiTool(props: ToolProps) {
  return (
    <RubricAi
      context={contextOf(props)}
      rubric={props.draft}
      onUse={(rubric) => editRubric(() => rubric)}
    />
  );
}
