// The state of one import: the parsed rows, the user's fixes to bad rows, and which rows are
// saved. Pure, so the panel stays thin and the rules are tested without a browser.
import {
  normaliseStandardCode,
  type StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import { actionFor, checkRow, type CsvParseResult, type CsvRow } from '../../csv';

export interface ImportSession {
  fileName: string;
  parsed: CsvParseResult;
  /** Rows by line; a bad row's fields change as the user fixes it. */
  rows: CsvRow[];
  /** Lines of rows that had problems when the file was read (they stay listed once fixed). */
  problemLines: ReadonlySet<number>;
  /** Lines already written to the framework. */
  importedLines: ReadonlySet<number>;
  /** Normalised codes the framework had when the file was read (those rows update). */
  existingCodes: ReadonlySet<string>;
}

export function startSession(
  fileName: string,
  parsed: CsvParseResult,
  existingCodes: ReadonlySet<string>,
): ImportSession {
  return {
    fileName,
    existingCodes,
    parsed,
    rows: parsed.rows,
    problemLines: new Set(
      parsed.rows.filter((row) => row.errors.length > 0).map((row) => row.line),
    ),
    importedLines: new Set(),
  };
}

/**
 * Applies a fix to one row and checks it again: its code must not repeat the code of any other
 * row of the file (the framework's own codes are fine: those rows update).
 */
export function fixRow(
  session: ImportSession,
  line: number,
  fields: StandardFields,
): ImportSession {
  const otherCodes = new Map(
    session.rows
      .filter((row) => row.line !== line && row.errors.length === 0)
      .map((row) => [normaliseStandardCode(row.fields.code), row.line]),
  );
  return {
    ...session,
    rows: session.rows.map((row) =>
      row.line === line
        ? {
            ...row,
            fields,
            errors: checkRow(fields, otherCodes),
            action: actionFor(fields.code, session.existingCodes),
          }
        : row,
    ),
  };
}

/** Valid rows not yet written, in file order. */
export const rowsToImport = (session: ImportSession): CsvRow[] =>
  session.rows.filter((row) => row.errors.length === 0 && !session.importedLines.has(row.line));

export const problemRows = (session: ImportSession): CsvRow[] =>
  session.rows.filter((row) => session.problemLines.has(row.line));

export function markImported(session: ImportSession, lines: readonly number[]): ImportSession {
  return { ...session, importedLines: new Set([...session.importedLines, ...lines]) };
}
