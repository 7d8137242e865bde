import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { finishPrerender } from '../prerender/global-rules';
import { isPrerenderedPath } from '../prerender/prerendered-pages';
import { createAppRouter } from '../routes/router';
import { AppFrame } from './AppFrame';
import { LoadingScreen } from './LoadingScreen';
import { usePreferenceSync } from './usePreferenceSync';
import { useSessionServices } from './useSessionServices';

export function App() {
  const [router] = useState(createAppRouter);
  // The public pages are already on screen as prerendered HTML: they stay while the sign-in
  // state is still unknown. Every other route waits on the loading screen.
  const [startedOnPublicPage] = useState(() => isPrerenderedPath(window.location.pathname));
  const initialising = useSession((session) => session.status === 'initialising');
  usePreferenceSync();
  useSessionServices();
  useLayoutEffect(() => finishPrerender(), []);
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
