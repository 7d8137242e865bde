import { useEffect, useLayoutEffect, useState } from 'react';
import { RouterProvider } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { finishPrerender } from '../prerender/global-rules';
import { isPrerenderedPath } from '../prerender/prerendered-pages';
import { createAppRouter } from '../routes/router';
import { AppFrame } from './AppFrame';
import { KEPT_PAINT, revealLivePage } from './kept-paint';
import { LoadingScreen } from './LoadingScreen';
import { usePreferenceSync } from './usePreferenceSync';
import { useSessionServices } from './useSessionServices';

/** The longest the kept page stays over the app, whatever the top card does. */
export const KEPT_PAINT_LIMIT_MS = 30_000;

export function App() {
  const [router] = useState(createAppRouter);
  // The public pages are already on screen as prerendered HTML: they stay while the sign-in
  // state is still unknown. Every other route waits on the loading screen.
  const [startedOnPublicPage] = useState(() => isPrerenderedPath(window.location.pathname));
  const initialising = useSession((session) => session.status === 'initialising');
  usePreferenceSync();
  useSessionServices();
  useLayoutEffect(() => finishPrerender(), []);
  // The kept page (kept-paint.ts), if one is shown, is the dashboard's, where the app starts:
  // the dashboard takes it away once its top card is drawn, and any other route (a redirect to
  // sign in, a link followed) at once.
  useEffect(() => {
    const timer = setTimeout(revealLivePage, KEPT_PAINT_LIMIT_MS);
    const unsubscribe = router.subscribe(({ location }) => {
      if (location.pathname !== KEPT_PAINT.path) revealLivePage();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [router]);
  return (
    <AppFrame>
      {initialising && !startedOnPublicPage ? (
        <LoadingScreen />
      ) : (
        <RouterProvider router={router} />
      )}
    </AppFrame>
  );
}
