import type { ComponentType } from 'react';
import type { RemoteName } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { startSession } from '@lesson-planner/shared-contracts/session';
import { loadRouteModule, RemoteUnavailableError } from '../federation/remote-registry';
import { loadAreaTexts } from '../federation/area-texts';
import { markRouterReady, reloadOnceAfterFailure } from '../federation/reload-once';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { RemoteLoadFailure } from './RemoteLoadFailure';
import { useRemoteComponent } from './use-remote-component';

async function loadPage(remote: RemoteName, page: string): Promise<ComponentType> {
  // Every area calls Firebase from its pages: Auth downloads alongside the area's code.
  const [module] = await Promise.all([loadRouteModule(remote), startSession()]);
  const loader = (module.pages as Record<string, () => Promise<{ default: ComponentType }>>)[page];
  if (!loader) throw new Error(`Remote ${remote} has no page "${page}"`);
  // The area's translations come with its page (fetched side by side), so its text never
  // flashes as keys; without them the area counts as unavailable, and "Try again" asks for
  // them again.
  const [missing, loaded] = await Promise.all([loadAreaTexts(i18n, module.namespaces), loader()]);
  if (missing.length > 0) {
    throw new RemoteUnavailableError(remote, {
      cause: new Error(`Translations did not load: ${missing.join(', ')}`),
    });
  }
  return loaded.default;
}

const pagePolicy = { onLoaded: markRouterReady, onOtherFailure: reloadOnceAfterFailure };

/** One route's screen, fetched from the remote that owns it when the route is visited. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { state, attempt, remount, retry } = useRemoteComponent(
    remote,
    page,
    () => loadPage(remote, page),
    pagePolicy,
  );

  switch (state.status) {
    case 'loading':
      return <PageLoading />;
    case 'ready':
      return (
        <PageErrorBoundary key={`${remote}:${page}:${attempt}`} onRetry={remount}>
          <state.Component />
        </PageErrorBoundary>
      );
    default:
      return <RemoteLoadFailure status={state.status} onRetry={retry} />;
  }
}
