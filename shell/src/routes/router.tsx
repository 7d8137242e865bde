import { createBrowserRouter, type RouteObject } from '@lesson-planner/shared-contracts/routing';
import { DefaultLayout } from '../layout/DefaultLayout';
import { remoteRoutes, type RemoteRoute } from '@lesson-planner/shared-contracts/federation';
import { RemotePage } from './RemotePage';
import { RequireSignedIn } from './RequireSignedIn';
import { shellPages } from './shell-pages';
import { SignInWelcome } from './SignInWelcome';

/** The signed-out forms the shell frames with what the product is for (SignInWelcome). */
const WELCOMING_PATHS: readonly string[] = ['/auth/login', '/auth/register'];

function toRouteObject({ path, remote, page, access }: RemoteRoute): RouteObject {
  // The key remounts the loader when the route changes between two pages of one remote.
  const remotePage = <RemotePage key={`${remote}:${page}`} remote={remote} page={page} />;
  const element = WELCOMING_PATHS.includes(path) ? (
    <SignInWelcome>{remotePage}</SignInWelcome>
  ) : (
    remotePage
  );
  return {
    path,
    element: access === 'public' ? element : <RequireSignedIn>{element}</RequireSignedIn>,
  };
}

/** Every route sits inside the default layout and loads its page on demand. */
export const appRoutes = (): RouteObject[] => [
  {
    element: <DefaultLayout />,
    children: [...shellPages, ...remoteRoutes.map(toRouteObject)],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes());
