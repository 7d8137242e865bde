import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { toSpreadsheetCsv, type CsvCell } from '@lesson-planner/shared-contracts/csv';
import {
  displayedLevels,
  levelPointsLabel,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';

/** Column names in the reader's language, given by the caller. */
export interface RubricCsvLabels {
  criterion: string;
  item: string;
  level: string;
  weight: string;
  points: string;
  description: string;
  standards: string;
  needsWork: string;
  proficient: string;
  beyond: string;
}

type Content = Pick<RubricContent, 'type' | 'levels' | 'levelOrder' | 'criteria'>;

/**
 * The rubric as a spreadsheet, one row per criterion (per level for a holistic rubric), levels
 * in the order the rubric shows them. Standards are named by `standardName` (their codes).
 */
export function rubricToCsv(
  rubric: Content,
  labels: RubricCsvLabels,
  standardName: (ref: StandardRef) => string,
): string {
  const standardsOf = (refs: readonly StandardRef[]) => refs.map(standardName).join('; ');
  const levels = displayedLevels(rubric);
  let header: string[];
  let rows: CsvCell[][];
  switch (rubric.type) {
    case 'analytic':
      header = [
        labels.criterion,
        labels.weight,
        ...levels.map(({ level }) => `${level.name} (${levelPointsLabel(level)})`),
        labels.standards,
      ];
      rows = rubric.criteria.map((criterion) => [
        criterion.title,
        criterion.weight,
        ...levels.map(({ index }) => criterion.descriptors[index] ?? ''),
        standardsOf(criterion.standards),
      ]);
      break;
    case 'holistic':
      header = [labels.level, labels.points, labels.description];
      rows = levels.map(({ level }) => [level.name, levelPointsLabel(level), level.description]);
      break;
    case 'singlePoint':
      header = [
        labels.criterion,
        labels.needsWork,
        labels.proficient,
        labels.beyond,
        labels.standards,
      ];
      rows = rubric.criteria.map((criterion) => [
        criterion.title,
        '',
        criterion.description,
        '',
        standardsOf(criterion.standards),
      ]);
      break;
    case 'checklist':
      header = [labels.item, labels.description, labels.points, labels.standards];
      rows = rubric.criteria.map((item) => [
        item.title,
        item.description,
        item.points,
        standardsOf(item.standards),
      ]);
      break;
  }
  return toSpreadsheetCsv(header, rows);
}
