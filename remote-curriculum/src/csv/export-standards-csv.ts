import Papa from 'papaparse';
import type { StandardFields } from '@lesson-planner/shared-contracts/curriculum';
import { EXPORT_HEADER } from './columns';
import { FORMULA_CELL } from './formula-cells';

const BYTE_ORDER_MARK = '\uFEFF';
const FIELDS = Object.keys(EXPORT_HEADER) as Array<keyof StandardFields>;

/**
 * A framework's standards as CSV: RFC 4180 quoting, CRLF lines, and a byte-order mark so Excel
 * reads Thai, Lao and Chinese as UTF-8. A cell a spreadsheet would run as a formula (=, +, -, @ and their
 * full-width forms)
 * gets a leading apostrophe, which the parser removes again on import.
 */
export function standardsToCsv(standards: readonly StandardFields[]): string {
  const csv = Papa.unparse(
    {
      fields: FIELDS.map((field) => EXPORT_HEADER[field]),
      data: standards.map((standard) => FIELDS.map((field) => standard[field])),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_CELL },
  );
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}
