import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from '@lesson-planner/shared-contracts/routing';
import { markRouterReady, reloadOnceAfterFailure } from '../federation/reload-once';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { RequireSignedIn } from './RequireSignedIn';

const never = new Promise<never>(() => {});

/** A shell page fetched on demand, with the same reload-once guard as remote pages. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(() =>
    load().then(
      (module) => {
        markRouterReady();
        return module;
      },
      (error: unknown) => {
        if (reloadOnceAfterFailure(error) === 'reloading') return never;
        throw error;
      },
    ),
  );
  return (
    <PageErrorBoundary onRetry={() => window.location.reload()}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The pages the shell owns itself (the guide's route ownership table). */
export const shellPages: RouteObject[] = [
  {
    index: true,
    element: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage')),
  },
  {
    path: '/dashboard',
    element: (
      <RequireSignedIn>
        {lazyPage(
          () => import(/* webpackChunkName: "page-dashboard" */ '../pages/dashboard/DashboardPage'),
        )}
      </RequireSignedIn>
    ),
  },
  {
    path: '/docs',
    element: lazyPage(() => import(/* webpackChunkName: "page-docs" */ '../pages/DocsPage')),
  },
  {
    path: '/features',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-features" */ '../pages/FeaturesPage'),
    ),
  },
  {
    path: '*',
    element: lazyPage(
      () => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFoundPage'),
    ),
  },
];
