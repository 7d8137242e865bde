// Server state: one query cache for the shell and every remote (TanStack Query, a federation
// singleton), fed by Firestore listeners for whatever a teammate can change.
export { createQueryClient, queryClient, STALE_TIME, MAX_RETRIES } from './query-client';
export { liveQuery, liveListenerCount, LINGER_MS } from './live-query';
export type { Listen, StopListening } from './listen';
export { isRetryable } from './retry';
export { ServerStateProvider } from './ServerStateProvider';
export {
  QueryObserver,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
export { listenToDoc, listenToQuery } from './firestore-listen';
export { combineResults, type Combined, type Loaded } from './combine';
export { useNamedFailure } from './named-failure';
