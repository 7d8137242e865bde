// Word (.docx) export: document builders are plain functions; the docx library loads on the click.
export { ExportWordButton } from './ExportWordButton';
export { experienceDocument } from './experience-document';
export { rubricDocument } from './rubric-document';
export { unitPlanDocument } from './unit-plan-document';
export type { WordBlock, WordDocument } from './word-document';
export { weekDocument } from './week-document';
