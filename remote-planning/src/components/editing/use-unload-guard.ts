// Closing or reloading the tab while work would be lost asks first, through the browser's own
// beforeunload prompt. A write still in flight when the page unloads is dropped by the browser.
import { useEffect, useRef } from 'react';

/** `wouldLoseWork` is read when the page is about to unload, so it sees the latest state. */
export function useUnloadGuard(wouldLoseWork: () => boolean): void {
  const latest = useRef(wouldLoseWork);
  useEffect(() => {
    latest.current = wouldLoseWork;
  });

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
