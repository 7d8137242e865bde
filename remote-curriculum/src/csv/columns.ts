import type { StandardFields } from '@lesson-planner/shared-contracts/curriculum';

/** Header names we recognise, compared without case, spaces, underscores or hyphens. */
const COLUMN_ALIASES: Record<string, keyof StandardFields> = {
  code: 'code',
  standardcode: 'code',
  description: 'description',
  subject: 'subject',
  gradeband: 'gradeBand',
  grade: 'gradeBand',
  gradelevel: 'gradeBand',
  strand: 'strand',
  domain: 'strand',
};

export const REQUIRED_COLUMNS = ['code', 'description'] as const;

/** The order export writes; it reads back with the aliases above. */
export const EXPORT_HEADER: Record<keyof StandardFields, string> = {
  code: 'code',
  description: 'description',
  subject: 'subject',
  gradeBand: 'grade_band',
  strand: 'strand',
};

const headerKey = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

export const fieldForHeader = (name: string): keyof StandardFields | undefined =>
  COLUMN_ALIASES[headerKey(name)];
