// The `unit` task's job: a new unit's title, big ideas, essential questions, summative
// assessment and suggested standards, for Create a unit.
import {
  UnitDraftContentSchema,
  type UnitDraftContent,
} from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftJob } from './draft-job';
import type { DraftStandard } from './draft-provider';
import { citableStandards } from './grounding';
import { keepAllowedRefs, parsePart, parseReply, stripFences } from './json-reply';
import { offlineUnit } from './offline-unit';
import { OUTPUT_TOKENS_OVERHEAD } from './output-budget';
import { buildUnitPrompt } from './unit-prompt';

export interface UnitDraftInput {
  language: Locale;
  /** The title or short idea the teacher typed; may be empty. */
  idea: string;
  subject: string;
  grade: string;
  weeks: number;
  /** The candidate standards that exist in the team's frameworks; the draft suggests only these. */
  standards: DraftStandard[];
  /** The team's other standards for the subject and grade, citable when they fit. */
  frameworkStandards?: DraftStandard[];
  instructions: string;
}

export interface UnitDraft {
  unit: UnitDraftContent;
}

/** The stored unit may leave fields empty; a draft that does has not done its job. */
const UnitReplySchema = UnitDraftContentSchema.refine(
  (unit) =>
    unit.bigIdeas.length > 0 &&
    unit.essentialQuestions.length > 0 &&
    unit.summativeAssessment.length > 0,
  'A unit draft fills in its big ideas, essential questions and summative assessment',
);

/** A unit's fields are about as long as one model-written lesson. */
export const UNIT_OUTPUT_TOKENS = 2_500;

export function unitDraftJob(input: UnitDraftInput): DraftJob<UnitDraft, UnitDraftContent> {
  const checked = (unit: UnitDraftContent): UnitDraftContent => ({
    ...unit,
    standards: keepAllowedRefs(unit.standards, citableStandards(input)),
  });
  return {
    task: 'unit',
    prompt: buildUnitPrompt(input),
    outputTokens: OUTPUT_TOKENS_OVERHEAD + UNIT_OUTPUT_TOKENS,
    parse: (text) => ({ unit: checked(parseReply(text, UnitReplySchema)) }),
    // The fields make sense only together, so the one part is the whole unit once it is valid.
    completeParts: (text) => {
      const unit = parsePart(stripFences(text), UnitReplySchema);
      return unit ? [checked(unit)] : [];
    },
    parts: (draft) => [draft.unit],
    replySchema: UnitReplySchema,
    offlineDraft: () => ({ unit: offlineUnit(input) }),
    toReply: (draft) => draft.unit,
  };
}
