import { Suspense, lazy } from 'react';
import type { PageModule } from '../federation/route-module';
import { Spinner } from '@lesson-planner/shared-contracts/ui';

/** A route element for one of the remote's own pages, fetched when the route is visited. */
export function localPage(load: () => Promise<PageModule>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
