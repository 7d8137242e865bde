// Building blocks of the areas' record pages (tables, link buttons). A topic of its own, like
// forms, so the shell's first page does not load them.
export { DataTable, TableScroll } from './DataTable';
export { LinkButton } from './LinkButton';
