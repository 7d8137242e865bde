import mitt from 'mitt';
import type { AppEventName, AppEvents } from './app-events';

// One bus for the whole page: shared-contracts is a federation singleton, so every app that
// imports this module gets the same emitter.
const emitter = mitt<AppEvents>();
const latest = new Map<AppEventName, unknown>();

export function publish<Name extends AppEventName>(name: Name, payload: AppEvents[Name]): void {
  latest.set(name, payload);
  emitter.emit(name, payload);
}

/**
 * Listen to one event; returns the unsubscribe function. With `replay`, the handler also
 * receives the last payload published before it subscribed (state-like events such as the
 * pending-invitation count, published by an area that may have loaded first).
 */
export function subscribe<Name extends AppEventName>(
  name: Name,
  handler: (payload: AppEvents[Name]) => void,
  { replay = false }: { replay?: boolean } = {},
): () => void {
  emitter.on(name, handler);
  if (replay && latest.has(name)) handler(latest.get(name) as AppEvents[Name]);
  return () => emitter.off(name, handler);
}

export function lastPayload<Name extends AppEventName>(name: Name): AppEvents[Name] | undefined {
  return latest.get(name) as AppEvents[Name] | undefined;
}
