import type { TFunction } from 'i18next';
import type { RubricCsvLabels } from './rubric-csv';

/** The CSV's column names in the reader's language. */
export const csvLabels = (t: TFunction<'rubrics'>): RubricCsvLabels => ({
  criterion: t('fields.criterion'),
  item: t('fields.item'),
  level: t('fields.level'),
  weight: t('fields.weight'),
  points: t('fields.points'),
  description: t('fields.description'),
  standards: t('fields.standards'),
  needsWork: t('singlePoint.needsWork'),
  proficient: t('singlePoint.proficient'),
  beyond: t('singlePoint.beyond'),
});
