// Reads a CSV of standards into rows checked one by one, with the line each starts on, so the
// import can save every valid row and list the others with their reasons.
import Papa from 'papaparse';
import {
  normaliseStandardCode,
  validateStandardFields,
  type StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import { REQUIRED_COLUMNS, fieldForHeader } from './columns';
import { REPLACEMENT_CHARACTER, decodeCsvBytes } from './decode-csv-bytes';
import { ESCAPED_FORMULA_CELL } from '@lesson-planner/shared-contracts/csv';

/** Reasons a row is refused; each is a key under `import.errors.` in the classroom namespace. */
export type CsvRowErrorCode =
  | 'codeRequired'
  | 'codeTooLong'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'duplicateInFile'
  | 'wrongEncoding'
  | 'tooManyFields';

/** Problems of the file as a whole; keys under `import.fileIssues.`. */
export type CsvFileIssueCode = 'emptyFile' | 'missingColumn' | 'unknownColumn' | 'duplicateColumn';

export interface CsvRowError {
  code: CsvRowErrorCode;
  field?: keyof StandardFields;
  /** For duplicateInFile: the line where the code first appears. */
  firstLine?: number;
}

export interface CsvRow {
  /** The file's line (1 = header) on which the record starts. */
  line: number;
  fields: StandardFields;
  errors: CsvRowError[];
  /** A code the framework already has updates that standard. */
  action: 'create' | 'update';
}

export interface CsvFileIssue {
  code: CsvFileIssueCode;
  column?: string;
}

export interface CsvParseResult {
  rows: CsvRow[];
  fileIssues: CsvFileIssue[];
}

const EMPTY_FIELDS: StandardFields = {
  code: '',
  description: '',
  subject: '',
  gradeBand: '',
  strand: '',
};

const unescapeCell = (cell: string) => cell.trim().replace(ESCAPED_FORMULA_CELL, '');

/** Checks one row's fields; `codesBefore` maps the codes of earlier valid rows to their lines. */
export function checkRow(
  fields: StandardFields,
  codesBefore: ReadonlyMap<string, number>,
): CsvRowError[] {
  const found = validateStandardFields(fields);
  const errors: CsvRowError[] = Object.entries(found).map(([field, code]) => ({
    field: field as keyof StandardFields,
    code: code as CsvRowErrorCode,
  }));
  const firstLine = codesBefore.get(normaliseStandardCode(fields.code));
  if (!found.code && firstLine !== undefined)
    errors.push({ code: 'duplicateInFile', field: 'code', firstLine });
  const encodingBroken = Object.values(fields).some((value) =>
    value.includes(REPLACEMENT_CHARACTER),
  );
  if (encodingBroken) errors.push({ code: 'wrongEncoding' });
  return errors;
}

export const actionFor = (code: string, existingCodes: ReadonlySet<string>): CsvRow['action'] =>
  existingCodes.has(normaliseStandardCode(code)) ? 'update' : 'create';

export function parseStandardsCsv(
  input: ArrayBuffer | Uint8Array,
  { existingCodes = new Set<string>() }: { existingCodes?: ReadonlySet<string> } = {},
): CsvParseResult {
  const text = decodeCsvBytes(input);
  const records: Array<{ cells: string[]; start: number }> = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    step: (result) => {
      records.push({ cells: result.data, start });
      start = result.meta.cursor;
    },
  });

  const [header, ...body] = records;
  if (!header || header.cells.every((cell) => cell.trim() === ''))
    return { rows: [], fileIssues: [{ code: 'emptyFile' }] };

  const fileIssues: CsvFileIssue[] = [];
  const columns = header.cells.map((name) => {
    const field = fieldForHeader(name);
    if (!field && name.trim()) fileIssues.push({ code: 'unknownColumn', column: name.trim() });
    return field;
  });
  for (const [index, field] of columns.entries())
    if (field && columns.indexOf(field) !== index)
      fileIssues.push({ code: 'duplicateColumn', column: header.cells[index]!.trim() });
  const missing = REQUIRED_COLUMNS.filter((field) => !columns.includes(field));
  for (const field of missing) fileIssues.push({ code: 'missingColumn', column: field });
  if (missing.length > 0) return { rows: [], fileIssues };
  if (body.every(({ cells }) => cells.every((cell) => cell.trim() === '')))
    return { rows: [], fileIssues: [...fileIssues, { code: 'emptyFile' }] };

  const lineAt = lineCounter(text);
  const codesBefore = new Map<string, number>();
  const rows: CsvRow[] = [];
  for (const { cells, start: offset } of body) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const line = lineAt(offset);
    const fields = { ...EMPTY_FIELDS };
    for (const [index, field] of columns.entries())
      if (field && columns.indexOf(field) === index)
        fields[field] = unescapeCell(cells[index] ?? '');
    const errors = checkRow(fields, codesBefore);
    if (cells.slice(columns.length).some((cell) => cell.trim() !== ''))
      errors.push({ code: 'tooManyFields' });
    if (errors.length === 0) codesBefore.set(normaliseStandardCode(fields.code), line);
    rows.push({ line, fields, errors, action: actionFor(fields.code, existingCodes) });
  }
  return { rows, fileIssues };
}

/** Line numbers of increasing offsets, counting line breaks once over the whole file. */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let position = 0;
  return (offset) => {
    for (; position < offset; position += 1) if (text[position] === '\n') line += 1;
    return line;
  };
}
