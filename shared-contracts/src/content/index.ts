// Building blocks of the areas' record pages (a table's scroll box, link buttons, the card for
// someone in no team yet; the tables themselves are the kit's). A topic of its own, like
// forms, so the shell's first page does not load them.
export { TableScroll } from './TableScroll';
export { LinkButton } from './LinkButton';
export { NoTeamCard } from './NoTeamCard';
