// Firestore listeners feeding the query cache. A live query's queryFn starts one listener per
// query key (or joins the one running) and resolves with its first snapshot; every later
// snapshot is written into the cache. The listener stops once no component has read the key
// for LINGER_MS, and a later reader starts it again. A listener that fails after its first
// snapshot reads again through the query, so its failure (after the layer's retries) becomes
// the query's error.
import {
  hashKey,
  queryOptions,
  type Query,
  type QueryClient,
  type QueryKey,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import type { Listen, StopListening } from './listen';

/**
 * How long a listener outlives its last reader: long enough for a page that hands the same data
 * to the next one (a list to its item and back, a remount) to keep one listener, not two reads.
 */
export const LINGER_MS = 5_000;

interface Listener {
  /** The first value, then the latest. */
  latest: Promise<unknown>;
  value: unknown;
  hasValue: boolean;
  stopListening: StopListening | null;
  stopped: boolean;
  lingering: ReturnType<typeof setTimeout> | null;
}

type AnyQuery = Query<unknown, Error, unknown, QueryKey>;

/** The running listeners, by the query they feed (one query per key and client). */
const listeners = new Map<AnyQuery, Listener>();

/** How many listeners run now (for tests and the bench). */
export const liveListenerCount = (): number => listeners.size;

function stop(query: AnyQuery) {
  const listener = listeners.get(query);
  if (!listener) return;
  listeners.delete(query);
  listener.stopped = true;
  if (listener.lingering) clearTimeout(listener.lingering);
  listener.stopListening?.();
}

function stopWhenUnread(query: AnyQuery) {
  const listener = listeners.get(query);
  if (!listener || listener.lingering) return;
  listener.lingering = setTimeout(() => {
    listener.lingering = null;
    if (query.getObserversCount() === 0) stop(query);
  }, LINGER_MS);
}

/** Writes the listener's latest value once no fetch of the key is under way (which would
 * otherwise land after it with an older value). */
function publish(client: QueryClient, query: AnyQuery, listener: Listener) {
  if (listener.stopped) return;
  if (query.state.fetchStatus === 'fetching') {
    setTimeout(() => publish(client, query, listener), 0);
    return;
  }
  client.setQueryData(query.queryKey, listener.value);
}

function attach<T>(client: QueryClient, key: QueryKey, listen: Listen<T>): Promise<T> {
  const query = client.getQueryCache().find({ queryKey: key, exact: true }) as AnyQuery | undefined;
  if (!query) return Promise.reject(new Error(`No query for ${hashKey(key)}`));
  const running = listeners.get(query);
  if (running) return running.latest as Promise<T>;

  let settle!: { resolve: (data: T) => void; reject: (error: unknown) => void };
  const first = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  const listener: Listener = {
    latest: first,
    value: undefined,
    hasValue: false,
    stopListening: null,
    stopped: false,
    lingering: null,
  };
  listeners.set(query, listener);

  const emit = (data: T) => {
    if (listener.stopped) return;
    listener.value = data;
    listener.latest = Promise.resolve(data);
    if (!listener.hasValue) {
      listener.hasValue = true;
      settle.resolve(data);
      // Started without a reader (a prefetch): it must still stop.
      if (query.getObserversCount() === 0) stopWhenUnread(query);
    } else {
      publish(client, query, listener);
    }
  };
  const fail = (error: unknown) => {
    if (listener.stopped) return;
    stop(query);
    if (!listener.hasValue) settle.reject(error);
    else void client.refetchQueries({ queryKey: key, exact: true });
  };

  Promise.resolve()
    .then(() => listen(emit, fail))
    .then((stopListening) => {
      if (listener.stopped) stopListening();
      else listener.stopListening = stopListening;
    }, fail);
  return first;
}

/**
 * The options of a live query: `useQuery(liveQuery(key, listen))` shows the listener's data;
 * components reading the same key share its one listener.
 */
export function liveQuery<T, K extends QueryKey>(
  queryKey: K,
  listen: Listen<T>,
): UnusedSkipTokenOptions<T, Error, T, K> {
  return queryOptions({
    queryKey,
    queryFn: ({ client }) => attach(client, queryKey, listen),
    // Fresh while its listener runs; once it stopped, the next reader listens again.
    staleTime: (query) => (listeners.has(query as unknown as AnyQuery) ? Infinity : 0),
    meta: { live: true },
  }) as UnusedSkipTokenOptions<T, Error, T, K>;
}

/** Stops each listener when its key has no reader left, and at once when its query leaves. */
export function watchObservers(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    const query = event.query as AnyQuery;
    const listener = listeners.get(query);
    if (!listener) return;
    if (event.type === 'removed') stop(query);
    else if (event.type === 'observerRemoved' && query.getObserversCount() === 0)
      stopWhenUnread(query);
    else if (event.type === 'observerAdded' && listener.lingering) {
      clearTimeout(listener.lingering);
      listener.lingering = null;
    }
  });
}
