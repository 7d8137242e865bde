import { proficientLevelIndex, type RubricContent, type RubricType } from './rubric';
import { roundPoints } from './rubric-scoring';

/** The types a rubric converts between; a holistic rubric has no criteria to carry over. */
export const CONVERTIBLE_TYPES = ['analytic', 'singlePoint', 'checklist'] as const;
export type ConvertibleType = (typeof CONVERTIBLE_TYPES)[number];

export const isConvertible = (type: RubricType): type is ConvertibleType =>
  (CONVERTIBLE_TYPES as readonly string[]).includes(type);

/**
 * What a conversion drops, counted so the teacher can be told before it happens:
 * descriptors (written level descriptors other than the one kept), weights (criteria weighted
 * other than 1), points (checklist items worth other than 1 point).
 */
export type ConversionLossCode = 'descriptors' | 'weights' | 'points';
export interface ConversionLoss {
  code: ConversionLossCode;
  count: number;
}

export interface Conversion {
  rubric: RubricContent;
  losses: ConversionLoss[];
}

type Content = RubricContent;

const written = (text: string | undefined) => (text ?? '').trim() !== '';

/** The descriptor an analytic criterion keeps: its proficient cell, else any written one. */
function keptDescriptor(descriptors: readonly string[], levelCount: number): string {
  const proficient = descriptors[proficientLevelIndex(levelCount)];
  if (written(proficient)) return proficient!.trim();
  return [...descriptors].reverse().find(written)?.trim() ?? '';
}

function analyticLosses(rubric: Content): ConversionLoss[] {
  const levelCount = rubric.levels.length;
  let descriptors = 0;
  for (const criterion of rubric.criteria) {
    const keep = keptDescriptor(criterion.descriptors, levelCount);
    const writtenCount = criterion.descriptors.filter(written).length;
    descriptors += Math.max(0, writtenCount - (keep ? 1 : 0));
  }
  const weights = rubric.criteria.filter((criterion) => criterion.weight !== 1).length;
  return [
    { code: 'descriptors' as const, count: descriptors },
    { code: 'weights' as const, count: weights },
  ].filter((loss) => loss.count > 0);
}

function checklistLosses(rubric: Content): ConversionLoss[] {
  const points = rubric.criteria.filter((item) => item.points !== 1).length;
  return points > 0 ? [{ code: 'points', count: points }] : [];
}

/** Analytic cells with only the proficient column filled from a one-line description. */
const descriptorsAround = (description: string, levelCount: number): string[] =>
  Array.from({ length: levelCount }, (_, index) =>
    index === proficientLevelIndex(levelCount) ? description : '',
  );

/**
 * The rubric as another type, and what is lost on the way (nothing is lost converting to the
 * same type). Kept: titles, standards, links, levels, criteria with their ids and standards,
 * the proficient descriptor. Analytic → checklist turns weights into item points (top level ×
 * weight), so a weight is not lost there.
 */
export function convertRubric(rubric: Content, target: ConvertibleType): Conversion {
  const from = rubric.type;
  if (from === target) return { rubric, losses: [] };
  if (!isConvertible(from)) throw new Error(`A ${from} rubric cannot be converted`);
  const levelCount = rubric.levels.length;
  const topPoints = rubric.levels.reduce((max, level) => Math.max(max, level.maxPoints), 0);

  const criteria = rubric.criteria.map((criterion) => {
    const summary =
      from === 'analytic'
        ? keptDescriptor(criterion.descriptors, levelCount)
        : criterion.description;
    return {
      ...criterion,
      description: target === 'analytic' ? '' : summary,
      descriptors: target === 'analytic' ? descriptorsAround(summary, levelCount) : [],
      weight: 1,
      points:
        target === 'checklist' && from === 'analytic'
          ? roundPoints(topPoints * criterion.weight)
          : 1,
    };
  });

  let losses: ConversionLoss[] = [];
  if (from === 'analytic') {
    losses = analyticLosses(rubric);
    // Weights become points on a checklist.
    if (target === 'checklist') losses = losses.filter((loss) => loss.code !== 'weights');
  } else if (from === 'checklist') losses = checklistLosses(rubric);

  return { rubric: { ...rubric, type: target, criteria }, losses };
}
