// The `experience` task's job: a whole learning experience from an idea, or a rework of the
// teacher's current one (one step, one step's differentiation, more hands-on, differentiation).
import {
  ExperienceContentSchema,
  ExperienceStepSchema,
  type Duration,
  type ExperienceContent,
  type ExperienceDraftMode,
  type ExperienceStep,
  type ExperienceType,
} from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftJob } from './draft-job';
import type { DraftStandard } from './draft-provider';
import { citableStandards } from './grounding';
import { buildExperiencePrompt } from './experience-prompt';
import { completeArrayObjects, keepAllowedRefs, parsePart, parseReply } from './json-reply';
import type { DraftUnit } from './lesson-job';
import { offlineExperience } from './offline-experience';
import { OUTPUT_TOKENS_OVERHEAD } from './output-budget';

export interface ExperienceDraftInput {
  language: Locale;
  mode: ExperienceDraftMode;
  /** `draft`: the title or short idea the teacher typed. */
  idea: string;
  type: ExperienceType;
  subject: string;
  grade: string;
  duration: Duration;
  /** The unit the experience is for, if any. */
  unit: DraftUnit | null;
  /** The chosen standards that exist (with what is taught); the draft references these first. */
  standards: DraftStandard[];
  /** The team's other standards for the subject and grade (see grounding.ts). */
  frameworkStandards?: DraftStandard[];
  /** The modes other than `draft`: the experience to rework. */
  experience: ExperienceContent | null;
  /** `improveStep`, `stepDifferentiation`: the step to rework (a valid index of `experience.steps`). */
  stepIndex: number;
  instructions: string;
}

export interface ExperienceDraft {
  experience: ExperienceContent;
}

/** An experience is about as long as three or four model-written lessons. */
export const EXPERIENCE_OUTPUT_TOKENS = 8_000;

export function experienceDraftJob(
  input: ExperienceDraftInput,
): DraftJob<ExperienceDraft, ExperienceStep> {
  return {
    task: 'experience',
    prompt: buildExperiencePrompt(input),
    replySchema: ExperienceContentSchema,
    outputTokens: OUTPUT_TOKENS_OVERHEAD + EXPERIENCE_OUTPUT_TOKENS,
    parse: (text) => {
      const experience = parseReply(text, ExperienceContentSchema);
      return {
        experience: {
          ...experience,
          standards: keepAllowedRefs(experience.standards, citableStandards(input)),
        },
      };
    },
    completeParts: (text) => completeSteps(text),
    parts: (draft) => draft.experience.steps,
    offlineDraft: () => ({ experience: offlineExperience(input) }),
    toReply: (draft) => draft.experience,
  };
}

/** The steps already complete in a partial reply; stops at the first invalid one. */
function completeSteps(text: string): ExperienceStep[] {
  const steps: ExperienceStep[] = [];
  for (const objectText of completeArrayObjects(text, 'steps')) {
    const step = parsePart(objectText, ExperienceStepSchema);
    if (!step) break;
    steps.push(step);
  }
  return steps;
}
