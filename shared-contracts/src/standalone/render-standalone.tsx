import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  RouterProvider,
  type RouteObject,
} from '@lesson-planner/shared-contracts/routing';
import { bootPlatform } from '@lesson-planner/shared-contracts/boot';
import { remoteRoutes } from '@lesson-planner/shared-contracts/federation';
import type { RemoteName } from '../federation/remote-names';
import type { PageModule, RemoteRouteModule } from '../federation/route-module';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { localPage } from './LocalPage';
import { SignedInOnly } from './SignedInOnly';
import { StandaloneLayout } from './StandaloneLayout';

/**
 * Runs one remote on its own port, for the team that owns it: the same providers and paths
 * as inside the shell, without the other areas.
 */
export async function renderStandalone<Remote extends RemoteName>(
  remote: Remote,
  module: RemoteRouteModule<Remote>,
): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  await bootPlatform();
  await i18n.loadNamespaces([...module.namespaces, 'navbar']);
  const pages: Record<string, () => Promise<PageModule>> = module.pages;
  const ownRoutes = remoteRoutes.filter((route) => route.remote === remote);
  const children: RouteObject[] = ownRoutes.map((route) => ({
    path: route.path,
    element:
      route.access === 'public' ? (
        localPage(pages[route.page]!)
      ) : (
        <SignedInOnly>{localPage(pages[route.page]!)}</SignedInOnly>
      ),
  }));
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout remote={remote} paths={ownRoutes.map((route) => route.path)} />,
      children,
    },
  ]);
  root.render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
