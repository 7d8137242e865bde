// CSV files for spreadsheets: pure text building, and the browser download of the result.
import Papa from 'papaparse';
import { exportableText } from '@lesson-planner/shared-contracts/rules';
import { FORMULA_CELL } from './formula-cells';

export { ESCAPED_FORMULA_CELL, FORMULA_CELL } from './formula-cells';

const BYTE_ORDER_MARK = '\uFEFF';

export type CsvCell = string | number;

/**
 * Rows as CSV a spreadsheet opens safely: RFC 4180 quoting, CRLF lines, and a byte-order mark so
 * Excel reads Thai, Lao and Chinese as UTF-8. A cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return and the full-width ＝ ＋ － ＠) gets a leading apostrophe.
 * Control characters a file cannot hold are dropped (exportableText).
 */
export function toSpreadsheetCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  const csv = Papa.unparse(
    {
      fields: header.map(exportableText),
      data: rows.map((row) =>
        row.map((cell) => (typeof cell === 'string' ? exportableText(cell) : cell)),
      ),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_CELL },
  );
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}

/** "Grade 5 Standards" → "grade-5-standards.csv"; letters of every script are kept. */
export const csvFileName = (name: string, fallback: string): string =>
  `${
    name
      .normalize('NFC')
      .trim()
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || fallback
  }.csv`;

/** Saves CSV text as a file through the browser's download. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
