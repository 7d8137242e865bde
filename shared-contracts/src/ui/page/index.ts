// The page scaffolds every area shares: a list page's frame, a record's details, and a read's
// loading, failure and empty states. A topic of their own, so the first page a visitor opens
// (the shell's, which needs none of them) does not carry them.
export { DetailList } from './DetailList';
export { ListPage, type ListPageProps } from './ListPage';
export { LoadState, type LoadResult, type LoadStateProps } from './LoadState';
export { LoadFailurePage, LoadingPage } from './LoadStatePages';
