import { freeText, singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import {
  StandardRefSchema,
  standardRefKey,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { hasVisibleText } from '@lesson-planner/shared-contracts/rules';

/**
 * analytic: criteria × levels, a descriptor per cell; holistic: ordered levels, one descriptor
 * each; singlePoint: criteria with the proficient descriptor only; checklist: yes/no items.
 */
export const RUBRIC_TYPES = ['analytic', 'holistic', 'singlePoint', 'checklist'] as const;
export type RubricType = (typeof RUBRIC_TYPES)[number];

/** How levels are shown; they are always stored from the lowest to the highest. */
export const LEVEL_ORDERS = ['lowToHigh', 'highToLow'] as const;
export type LevelOrder = (typeof LEVEL_ORDERS)[number];

export const MIN_RUBRIC_LEVELS = 2;
export const MAX_RUBRIC_LEVELS = 6;
export const MAX_RUBRIC_CRITERIA = 30;
export const MAX_RUBRIC_TITLE_LENGTH = 150;
export const MAX_RUBRIC_POINTS = 1000;
export const MAX_CRITERION_WEIGHT = 100;
export const MAX_RUBRIC_LINKS = 20;
export const MAX_CRITERION_STANDARDS = 20;
export const MAX_RUBRIC_STANDARDS = 50;
export const MAX_DESCRIPTOR_LENGTH = 1000;

const Id = z.string().trim().min(1).max(40);
const Text = (max: number) => freeText(max).default('');
const Points = z.number().min(0).max(MAX_RUBRIC_POINTS);
/** Names fit on one line and show something: spaces, zero-width or bidi marks alone are refused. */
const Name = (max: number) => singleLineText(max).refine(hasVisibleText, { message: 'notVisible' });

/**
 * One performance level. `minPoints` < `maxPoints` is a range (the scorer picks a number in it);
 * equal values are a single score. `description` is the holistic rubric's descriptor.
 */
export const RubricLevelSchema = z
  .object({
    id: Id,
    name: Name(60),
    description: Text(MAX_DESCRIPTOR_LENGTH),
    minPoints: Points,
    maxPoints: Points,
  })
  .refine((level) => level.minPoints <= level.maxPoints, {
    message: 'rangeReversed',
    path: ['minPoints'],
  });
export type RubricLevel = z.infer<typeof RubricLevelSchema>;

/**
 * A criterion (a checklist's item). `descriptors[i]` describes level i (analytic only);
 * `description` is the single-point proficient descriptor or the checklist item's detail;
 * `weight` multiplies an analytic criterion's points; `points` is a checklist item's value.
 */
export const RubricCriterionSchema = z.object({
  id: Id,
  title: Name(200),
  description: Text(MAX_DESCRIPTOR_LENGTH),
  descriptors: z.array(freeText(MAX_DESCRIPTOR_LENGTH)).max(MAX_RUBRIC_LEVELS).default([]),
  weight: z.number().min(0).max(MAX_CRITERION_WEIGHT).default(1),
  points: Points.default(1),
  standards: z.array(StandardRefSchema).max(MAX_CRITERION_STANDARDS).default([]),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

/** What a rubric says, without who owns it or when it was saved: also the shape of AI drafts. */
export const RubricContentSchema = z.object({
  title: Name(MAX_RUBRIC_TITLE_LENGTH),
  description: Text(2000),
  type: z.enum(RUBRIC_TYPES),
  subject: Text(100),
  grade: Text(50),
  levelOrder: z.enum(LEVEL_ORDERS).default('highToLow'),
  levels: z.array(RubricLevelSchema).min(MIN_RUBRIC_LEVELS).max(MAX_RUBRIC_LEVELS),
  criteria: z.array(RubricCriterionSchema).max(MAX_RUBRIC_CRITERIA).default([]),
  /** The holistic rubric's standards (the other types carry them per criterion). */
  standards: z.array(StandardRefSchema).max(MAX_RUBRIC_STANDARDS).default([]),
  unitIds: z.array(Id).max(MAX_RUBRIC_LINKS).default([]),
  experienceIds: z.array(Id).max(MAX_RUBRIC_LINKS).default([]),
});
export type RubricContent = z.infer<typeof RubricContentSchema>;

/**
 * A rubric (collection `rubrics`), shared with its team. Saves are versioned: a save carries
 * `baseVersion` (the version it started from) and `version` = baseVersion + 1.
 */
export const RubricSchema = RubricContentSchema.extend({
  id: Id,
  teamId: Id,
  ownerId: Id,
  version: z.int().min(1),
  baseVersion: z.int().min(0),
  updatedBy: Id,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Rubric = z.infer<typeof RubricSchema>;

/** Every standard the rubric assesses (its own and its criteria's), each once. */
export function rubricStandards(
  rubric: Pick<RubricContent, 'standards' | 'criteria'>,
): StandardRef[] {
  const seen = new Map<string, StandardRef>();
  for (const ref of [...rubric.standards, ...rubric.criteria.flatMap((c) => c.standards)]) {
    const key = standardRefKey(ref);
    if (!seen.has(key)) seen.set(key, { frameworkId: ref.frameworkId, standardId: ref.standardId });
  }
  return [...seen.values()];
}

/** Levels named `names` (lowest first), scored 1, 2, 3… */
export const defaultLevels = (names: readonly string[]): RubricLevel[] =>
  names.map((name, index) => ({
    id: `level-${index + 1}`,
    name,
    description: '',
    minPoints: index + 1,
    maxPoints: index + 1,
  }));

/** The level whose descriptor a single-point rubric keeps: the one below the top, if any. */
export const proficientLevelIndex = (levelCount: number): number =>
  levelCount >= 3 ? levelCount - 2 : levelCount - 1;

/** The levels in the order the rubric shows them, each with its stored (lowest-first) index. */
export const displayedLevels = (
  rubric: Pick<RubricContent, 'levels' | 'levelOrder'>,
): { level: RubricLevel; index: number }[] => {
  const levels = rubric.levels.map((level, index) => ({ level, index }));
  return rubric.levelOrder === 'highToLow' ? levels.reverse() : levels;
};

/** "3" for a single score, "5–8" for a range. */
export const levelPointsLabel = (level: Pick<RubricLevel, 'minPoints' | 'maxPoints'>): string =>
  level.minPoints === level.maxPoints
    ? String(level.maxPoints)
    : `${level.minPoints}–${level.maxPoints}`;
