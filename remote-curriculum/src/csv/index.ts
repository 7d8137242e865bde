// Standards to and from CSV files: pure functions, no Firebase, no React.
export {
  actionFor,
  checkRow,
  parseStandardsCsv,
  type CsvFileIssue,
  type CsvFileIssueCode,
  type CsvParseResult,
  type CsvRow,
  type CsvRowError,
  type CsvRowErrorCode,
} from './parse-standards-csv';
export { standardsToCsv } from './export-standards-csv';
