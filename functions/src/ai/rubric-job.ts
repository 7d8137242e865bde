// The `rubric` task's job: a whole rubric of a chosen type from a task description, the
// teacher's current rubric rewritten for students, or one of its criteria improved or rewritten
// for students. Whatever a
// model replies is fitted to what was asked: the type, number and order of levels of a new
// rubric, and for the rework modes the teacher's own structure (ids, points, weights,
// standards), so only wording can change.
import {
  RubricContentSchema,
  RubricCriterionSchema,
  RubricLevelSchema,
  type LevelOrder,
  type RubricContent,
  type RubricCriterion,
  type RubricDraftMode,
  type RubricDraftPart,
  type RubricType,
} from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftJob } from './draft-job';
import { ProviderError, type DraftStandard } from './draft-provider';
import { citableStandards } from './grounding';
import { completeArrayObjects, keepAllowedRefs, parsePart, parseReply } from './json-reply';
import type { DraftUnit } from './lesson-job';
import { offlineRubric } from './offline-rubric';
import { OUTPUT_TOKENS_OVERHEAD } from './output-budget';
import { buildRubricPrompt } from './rubric-prompt';

export interface RubricDraftInput {
  language: Locale;
  mode: RubricDraftMode;
  /** `draft`: the task students do that the rubric assesses. */
  taskDescription: string;
  type: RubricType;
  subject: string;
  grade: string;
  levelCount: number;
  levelOrder: LevelOrder;
  /** The unit the rubric is for, if any. */
  unit: DraftUnit | null;
  /** The title and summary of the experience the rubric is for, if any. */
  experience: { title: string; summary: string } | null;
  /** The chosen standards that exist (with what is taught); the draft references these first. */
  standards: DraftStandard[];
  /** The team's other standards for the subject and grade (see grounding.ts). */
  frameworkStandards?: DraftStandard[];
  /** The links a new rubric gets (the unit and experience it was drafted for). */
  unitIds: string[];
  experienceIds: string[];
  /** The rework modes: the teacher's current rubric. */
  rubric: RubricContent | null;
  /** `improveCriterion`, `criterionStudentVersion`: a valid index of `rubric.criteria`. */
  criterionIndex: number;
  instructions: string;
}

export interface RubricDraft {
  rubric: RubricContent;
}

/** A rubric of six levels and a dozen criteria is about as long as two lessons. */
export const RUBRIC_OUTPUT_TOKENS = 6_000;

export function rubricDraftJob(input: RubricDraftInput): DraftJob<RubricDraft, RubricDraftPart> {
  const holistic = (input.rubric?.type ?? input.type) === 'holistic';
  return {
    task: 'rubric',
    prompt: buildRubricPrompt(input),
    replySchema: RubricContentSchema,
    outputTokens: OUTPUT_TOKENS_OVERHEAD + RUBRIC_OUTPUT_TOKENS,
    parse: (text) => ({ rubric: fitReply(parseReply(text, RubricContentSchema), input) }),
    completeParts: (text) => (holistic ? completeLevels(text) : completeCriteria(text)),
    parts: ({ rubric }) =>
      holistic
        ? rubric.levels.map((level) => ({ part: 'level', level }))
        : rubric.criteria.map((criterion) => ({ part: 'criterion', criterion })),
    offlineDraft: () => ({ rubric: offlineRubric(input) }),
    toReply: (draft) => draft.rubric,
  };
}

/** The reply fitted to the request; ProviderError('malformed') when it cannot be. */
export function fitReply(reply: RubricContent, input: RubricDraftInput): RubricContent {
  const current = input.rubric;
  if (input.mode === 'draft' || !current) return fitNewRubric(reply, input);
  if (input.mode === 'studentVersion') return fitStudentVersion(reply, current);
  // The criterion modes: only the wording of that one criterion changes.
  const improved = reply.criteria[input.criterionIndex];
  const original = current.criteria[input.criterionIndex];
  if (!improved || !original) throw malformed('the criterion to rework is missing');
  return {
    ...current,
    criteria: current.criteria.map((criterion, index) =>
      index === input.criterionIndex ? rewordCriterion(original, improved, current) : criterion,
    ),
  };
}

function fitNewRubric(reply: RubricContent, input: RubricDraftInput): RubricContent {
  if (reply.levels.length !== input.levelCount) {
    throw malformed(`${reply.levels.length} levels instead of ${input.levelCount}`);
  }
  const levels = reply.levels.map((level, index) => ({ ...level, id: `level-${index + 1}` }));
  const holistic = input.type === 'holistic';
  return {
    ...reply,
    type: input.type,
    subject: input.subject || reply.subject,
    grade: input.grade || reply.grade,
    levelOrder: input.levelOrder,
    levels: holistic ? levels : levels.map((level) => ({ ...level, description: '' })),
    criteria: holistic
      ? []
      : reply.criteria.map((criterion, index) => ({
          ...criterion,
          id: `criterion-${index + 1}`,
          descriptors: input.type === 'analytic' ? fitDescriptors(criterion, levels.length) : [],
          standards: keepAllowedRefs(criterion.standards, citableStandards(input)),
        })),
    standards: holistic ? keepAllowedRefs(reply.standards, citableStandards(input)) : [],
    unitIds: input.unitIds,
    experienceIds: input.experienceIds,
  };
}

/** The teacher's rubric with the reply's wording, level by level and criterion by criterion. */
function fitStudentVersion(reply: RubricContent, current: RubricContent): RubricContent {
  if (
    reply.levels.length !== current.levels.length ||
    reply.criteria.length !== current.criteria.length
  ) {
    throw malformed('the student version changed the structure');
  }
  return {
    ...current,
    title: reply.title,
    description: reply.description,
    levels: current.levels.map((level, index) => {
      const reworded = reply.levels[index] ?? level;
      return { ...level, name: reworded.name, description: reworded.description };
    }),
    criteria: current.criteria.map((criterion, index) =>
      rewordCriterion(criterion, reply.criteria[index] ?? criterion, current),
    ),
  };
}

function rewordCriterion(
  original: RubricCriterion,
  reworded: RubricCriterion,
  rubric: RubricContent,
): RubricCriterion {
  return {
    ...original,
    title: reworded.title,
    description: reworded.description,
    descriptors: rubric.type === 'analytic' ? fitDescriptors(reworded, rubric.levels.length) : [],
  };
}

/** One descriptor per level: missing ones empty, extra ones dropped. */
const fitDescriptors = (criterion: RubricCriterion, levelCount: number): string[] =>
  Array.from({ length: levelCount }, (_, index) => criterion.descriptors[index] ?? '');

const malformed = (detail: string) =>
  new ProviderError('malformed', `Rubric draft does not fit the request: ${detail}`);

function completeCriteria(text: string): RubricDraftPart[] {
  const parts: RubricDraftPart[] = [];
  for (const objectText of completeArrayObjects(text, 'criteria')) {
    const criterion = parsePart(objectText, RubricCriterionSchema);
    if (!criterion) break;
    parts.push({ part: 'criterion', criterion });
  }
  return parts;
}

function completeLevels(text: string): RubricDraftPart[] {
  const parts: RubricDraftPart[] = [];
  for (const objectText of completeArrayObjects(text, 'levels')) {
    const level = parsePart(objectText, RubricLevelSchema);
    if (!level) break;
    parts.push({ part: 'level', level });
  }
  return parts;
}
