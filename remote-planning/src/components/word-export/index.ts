// Word (.docx) export: each area builds its own documents from these blocks as plain data; the
// button renders them, and the docx library loads on the click.
export { ExportWordButton } from './ExportWordButton';
export { heading, listSection, section, type WordBlock, type WordDocument } from './word-document';
