import type { RubricContent, RubricLevel } from './rubric';

/** A level picked for a criterion (analytic) or for the whole work (holistic, key `holistic`). */
export interface LevelMark {
  levelId: string;
  /** A number inside the level's range; the top of the range when not given. */
  points?: number;
}

/** Single-point: where the work stands against the proficient descriptor. */
export const SINGLE_POINT_MARKS = ['needsWork', 'proficient', 'beyond'] as const;
export type SinglePointMark = (typeof SINGLE_POINT_MARKS)[number];

/** What a teacher clicked while scoring, by criterion id; held in memory only, never stored. */
export interface ScoreSheet {
  levels: Record<string, LevelMark>;
  singlePoint: Record<string, SinglePointMark>;
  checked: Record<string, boolean>;
}

export const emptyScoreSheet = (): ScoreSheet => ({ levels: {}, singlePoint: {}, checked: {} });

export const HOLISTIC_KEY = 'holistic';

export interface RubricScore {
  earned: number;
  possible: number;
  /** earned / possible × 100 to one decimal; null when nothing can be earned. */
  percentage: number | null;
  /** How many criteria (or the one holistic judgement) have a mark. */
  marked: number;
  markable: number;
}

/** Two decimals: points × weights like 0.1 × 3 are shown as 0.3, not 0.30000000000000004. */
export const roundPoints = (value: number): number => Math.round(value * 100) / 100;

const roundPercentage = (value: number): number => Math.round(value * 10) / 10;

const topPoints = (levels: readonly RubricLevel[]): number =>
  levels.reduce((max, level) => Math.max(max, level.maxPoints), 0);

/** The points a mark gives: the chosen number clamped into the level's range, else its top. */
export function markPoints(level: RubricLevel, mark: LevelMark): number {
  const points = mark.points ?? level.maxPoints;
  return Math.min(level.maxPoints, Math.max(level.minPoints, points));
}

function score(earned: number, possible: number, marked: number, markable: number): RubricScore {
  const total = roundPoints(possible);
  return {
    earned: roundPoints(earned),
    possible: total,
    percentage: total > 0 ? roundPercentage((earned / possible) * 100) : null,
    marked,
    markable,
  };
}

/**
 * The total and percentage of a score sheet. Analytic: each criterion's points × its weight,
 * out of the top level's points × weight. Holistic: the chosen level's points out of the top.
 * Single-point: criteria met (proficient or beyond) out of all. Checklist: points of the ticked
 * items out of all items' points. An unmarked criterion earns nothing.
 */
export function scoreRubric(
  rubric: Pick<RubricContent, 'type' | 'levels' | 'criteria'>,
  sheet: ScoreSheet,
): RubricScore {
  const levelById = new Map(rubric.levels.map((level) => [level.id, level]));
  switch (rubric.type) {
    case 'analytic': {
      const top = topPoints(rubric.levels);
      let earned = 0;
      let marked = 0;
      for (const criterion of rubric.criteria) {
        const mark = sheet.levels[criterion.id];
        const level = mark && levelById.get(mark.levelId);
        if (!mark || !level) continue;
        marked += 1;
        earned += markPoints(level, mark) * criterion.weight;
      }
      const possible = rubric.criteria.reduce((sum, criterion) => sum + top * criterion.weight, 0);
      return score(earned, possible, marked, rubric.criteria.length);
    }
    case 'holistic': {
      const mark = sheet.levels[HOLISTIC_KEY];
      const level = mark && levelById.get(mark.levelId);
      return score(level ? markPoints(level, mark) : 0, topPoints(rubric.levels), level ? 1 : 0, 1);
    }
    case 'singlePoint': {
      const marks = rubric.criteria.map((criterion) => sheet.singlePoint[criterion.id]);
      const met = marks.filter((mark) => mark === 'proficient' || mark === 'beyond').length;
      const marked = marks.filter(Boolean).length;
      return score(met, rubric.criteria.length, marked, rubric.criteria.length);
    }
    case 'checklist': {
      const ticked = rubric.criteria.filter((item) => sheet.checked[item.id]);
      const earned = ticked.reduce((sum, item) => sum + item.points, 0);
      const possible = rubric.criteria.reduce((sum, item) => sum + item.points, 0);
      // A checklist is fully marked once looked at: an unticked item is a "no".
      return score(earned, possible, rubric.criteria.length, rubric.criteria.length);
    }
  }
}
