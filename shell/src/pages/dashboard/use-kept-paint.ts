import { useCallback, useEffect, useState } from 'react';
import { revealLivePage } from '../../app/kept-paint';
import { keepPaint } from './keep-paint';

/** How long the page must stay unchanged before it is kept: its data has arrived by then. */
export const KEEP_AFTER_QUIET_MS = 1_000;

/**
 * The dashboard's part in the kept first paint (kept-paint.ts): the live page takes the screen
 * as soon as the top card is drawn (or has failed), and from then on the page is kept each
 * time it has stayed unchanged for KEEP_AFTER_QUIET_MS with nothing loading, for the next
 * visit to paint at once.
 * Returns what the top card's slot calls once it has settled.
 */
export function useKeptPaint(): (status: 'ready' | 'failed') => void {
  const [topCardReady, setTopCardReady] = useState(false);
  const onTopCardSettled = useCallback((status: 'ready' | 'failed') => {
    revealLivePage();
    setTopCardReady(status === 'ready');
  }, []);

  useEffect(() => {
    const root = document.getElementById('root');
    if (!topCardReady || !root) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keepWhenQuiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => keepPaint() || keepWhenQuiet(), KEEP_AFTER_QUIET_MS);
    };
    const observer = new MutationObserver(keepWhenQuiet);
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    keepWhenQuiet();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [topCardReady]);

  return onTopCardSettled;
}
