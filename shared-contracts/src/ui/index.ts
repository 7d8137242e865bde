export { AppProviders } from './AppProviders';
export { GlobalStyle } from './GlobalStyle';
export { DetailList } from './DetailList';
export { Icon } from './Icon';
export { ListPage, type ListPageProps } from './ListPage';
export { LoadState, type LoadResult, type LoadStateProps } from './LoadState';
export { ErrorPanel } from './ErrorPanel';
export { LoadFailurePage, LoadingPage } from './LoadStatePages';
export { Spinner } from './Spinner';
export { Toaster, showToast } from './Toaster';
export { UnreadablePart } from './UnreadablePart';
export {
  Button,
  Card,
  Lead,
  PageHeading,
  PageSection,
  VisuallyHidden,
  Stack,
  buttonStyles,
  type ButtonVariant,
} from './primitives';
export { useRetryableLoad, type RetryableLoad } from './use-retryable-load';
