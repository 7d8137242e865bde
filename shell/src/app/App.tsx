import { useState } from 'react';
import { RouterProvider } from '@lesson-planner/shared-contracts/routing';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { createAppRouter } from '../routes/router';
import { LoadingScreen } from './LoadingScreen';
import { NoticeRegion } from './NoticeRegion';
import { usePreferenceSync } from './usePreferenceSync';
import { useSessionServices } from './useSessionServices';

export function App() {
  const [router] = useState(createAppRouter);
  const status = useSession((session) => session.status);
  usePreferenceSync();
  useSessionServices();
  return (
    <AppProviders>
      {status === 'initialising' ? <LoadingScreen /> : <RouterProvider router={router} />}
      <NoticeRegion />
    </AppProviders>
  );
}
