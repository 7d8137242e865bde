import type { StandardFields } from '@lesson-planner/shared-contracts/curriculum';
import { toSpreadsheetCsv } from '@lesson-planner/shared-contracts/csv';
import { EXPORT_HEADER } from './columns';

const FIELDS = Object.keys(EXPORT_HEADER) as Array<keyof StandardFields>;

/**
 * A framework's standards as CSV for spreadsheets (see toSpreadsheetCsv); the apostrophe it
 * puts before a would-be formula is removed again on import.
 */
export const standardsToCsv = (standards: readonly StandardFields[]): string =>
  toSpreadsheetCsv(
    FIELDS.map((field) => EXPORT_HEADER[field]),
    standards.map((standard) => FIELDS.map((field) => standard[field])),
  );
