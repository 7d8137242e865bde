import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

// The query cache's library loads with the first signed-in page (or at the start when a session
// is noted in this browser), never for a signed-out visitor of a public page.
let loading: Promise<typeof import('@lesson-planner/shared-contracts/server-state')> | null = null;

export function preloadServerState() {
  loading ??= import(
    /* webpackChunkName: "server-state" */ '@lesson-planner/shared-contracts/server-state'
  );
  return loading;
}

const Provider = lazy(() =>
  preloadServerState().then(({ ServerStateProvider }) => ({ default: ServerStateProvider })),
);

/** The signed-in pages' access to the page's one QueryClient. */
export function ServerState({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
