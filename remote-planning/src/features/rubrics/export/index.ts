export { rubricToCsv, type RubricCsvLabels } from './rubric-csv';
export { csvLabels } from './csv-labels';
export { rubricDocument, rubricSummary } from './rubric-document';
