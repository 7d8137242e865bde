// What a live query listens with, in a module of its own that imports nothing: the contracts
// that name it (curriculum's TeamFrameworksModule) are also read by the Cloud Functions, which
// must not take in the query layer and its browser session.
/** Stops a listener: Firestore's `Unsubscribe`. */
export type StopListening = () => void;

/**
 * Starts a listener that calls `emit` with each value and `fail` once if it breaks (Firestore's
 * onSnapshot error callback). It may be async, to wait for Firestore to load.
 */
export type Listen<T> = (
  emit: (data: T) => void,
  fail: (error: unknown) => void,
) => StopListening | Promise<StopListening>;
