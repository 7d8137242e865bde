// Firestore listeners in the shape liveQuery takes. Firestore's SDK is imported when the first
// listener starts, as getDb does, so the layer itself never downloads it.
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
} from 'firebase/firestore';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import type { Listen } from './listen';

type ToFailure = (error: unknown) => unknown;

function listen<S, T>(
  target: (db: Firestore) => Query | DocumentReference,
  read: (snapshot: S) => T,
  toFailure: ToFailure,
): Listen<T> {
  return async (emit, fail) => {
    const [db, { onSnapshot }] = await Promise.all([getDb(), import('firebase/firestore')]);
    const onError = (error: unknown) => fail(toFailure(error));
    const onNext = (snapshot: S) => {
      let value: T;
      try {
        value = read(snapshot);
      } catch (error) {
        onError(error);
        return;
      }
      emit(value);
    };
    // onSnapshot's overloads are split by target; both take the same callbacks.
    const start = onSnapshot as (
      ref: Query | DocumentReference,
      next: (snapshot: S) => void,
      error: (error: unknown) => void,
    ) => () => void;
    return start(target(db), onNext, onError);
  };
}

/**
 * Listens to a query of the page's Firestore; each snapshot goes through `read`. A failure (the
 * listener's, or `read` throwing) goes through `toFailure`, which names it in the area's terms.
 */
export const listenToQuery = <T>(
  target: (db: Firestore) => Query,
  read: (snapshot: QuerySnapshot) => T,
  toFailure: ToFailure = (error) => error,
): Listen<T> => listen(target, read, toFailure);

/** Listens to one document, as listenToQuery does to a query. */
export const listenToDoc = <T>(
  target: (db: Firestore) => DocumentReference,
  read: (snapshot: DocumentSnapshot) => T,
  toFailure: ToFailure = (error) => error,
): Listen<T> => listen(target, read, toFailure);
