// Keeps an editor's unsaved copy in this browser a moment after each change, so a closed tab or
// a crash loses nothing (the editor offers it back when the document is opened again).
import { useEffect, useRef } from 'react';

/** Long enough not to write on every keystroke, short enough to lose almost nothing. */
export const AUTOSAVE_DELAY_MS = 800;

/** A zustand store, as far as autosave reads it. */
interface Store<S> {
  getState: () => S;
  subscribe: (listener: (state: S, previous: S) => void) => () => void;
}

export interface LocalAutosave<S> {
  /** Whether the change from `previous` to `state` is one to keep (the document or its dirt). */
  changed: (state: S, previous: S) => boolean;
  dirty: (state: S) => boolean;
  /** Writes the unsaved copy of `state` (only called while it is dirty). */
  keep: (state: S) => void;
}

/**
 * While `enabled`, writes the store's unsaved copy AUTOSAVE_DELAY_MS after its last change,
 * at once when the tab is closed or frozen (`pagehide`, which does not wait for the timer) and
 * when the editor goes; a save or a discard (no longer dirty) drops what was waiting.
 */
export function useLocalAutosave<S>(store: Store<S>, enabled: boolean, how: LocalAutosave<S>) {
  const latest = useRef(how);
  useEffect(() => {
    latest.current = how;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const state = store.getState();
      if (latest.current.dirty(state)) latest.current.keep(state);
    };

    const unsubscribe = store.subscribe((state, previous) => {
      if (!latest.current.changed(state, previous)) return;
      clearTimeout(timer);
      timer = latest.current.dirty(state) ? setTimeout(flush, AUTOSAVE_DELAY_MS) : undefined;
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (timer !== undefined) flush();
    };
  }, [store, enabled]);
}
