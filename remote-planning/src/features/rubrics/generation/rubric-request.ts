// The rubric task's requests to generateDraft, with the schema's defaults spelled out so each
// caller names only what it chooses.
import type { GenerateDraftRequestFor } from '@lesson-planner/shared-contracts/planning';

export type RubricDraftRequest = GenerateDraftRequestFor<'rubric'>;

/** Who pays and what the draft is for: the same for every mode of one rubric. */
export interface RubricDraftContext {
  teamId: string;
  rubricId: string | null;
  unitId: string | null;
  experienceId: string | null;
}

/** The schema's request limit on chosen standards. */
export const MAX_DRAFT_STANDARDS = 50;

export function rubricDraftRequest(
  context: RubricDraftContext,
  fields: Pick<RubricDraftRequest, 'mode' | 'language'> & Partial<RubricDraftRequest>,
): RubricDraftRequest {
  return {
    task: 'rubric',
    ...context,
    instructions: '',
    taskDescription: '',
    type: 'analytic',
    subject: '',
    grade: '',
    levelCount: 4,
    levelOrder: 'highToLow',
    standards: [],
    rubric: null,
    criterionIndex: null,
    ...fields,
  };
}
