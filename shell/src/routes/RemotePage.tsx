import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useLocation } from '@lesson-planner/shared-contracts/routing';
import { hasSessionHint, startSession } from '@lesson-planner/shared-contracts/session';
import { loadRouteModule, RemoteUnavailableError } from '../federation/remote-registry';
import { loadAreaTexts } from '../federation/area-texts';
import { markRouterReady, reloadOnceAfterFailure } from '../federation/reload-once';
import { authStartFor, type AuthStart } from '../prerender/prerendered-pages';
import { afterNextPaint } from './after-next-paint';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { RemoteLoadFailure } from './RemoteLoadFailure';
import { useRemoteComponent } from './use-remote-component';

async function loadPage(
  remote: RemoteName,
  page: string,
  authStart: AuthStart,
): Promise<ComponentType> {
  // Areas call Firebase from their pages: Auth downloads alongside the area's code, unless the
  // page is drawn first (a signed-out visitor's sign-in form) and starts it once on screen.
  const [module] = await Promise.all([
    loadRouteModule(remote),
    authStart === 'with-app' ? startSession() : undefined,
  ]);
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
  const { pathname } = useLocation();
  // Settled as the page is entered: a session begun later does not change how it loads.
  const [authStart] = useState(() => authStartFor(pathname, hasSessionHint()));
  const { state, attempt, remount, retry } = useRemoteComponent(
    remote,
    page,
    () => loadPage(remote, page, authStart),
    pagePolicy,
  );

  const shown = state.status === 'ready';
  useEffect(() => {
    if (!shown || authStart !== 'after-page') return undefined;
    return afterNextPaint(() =>
      startSession().catch((error: unknown) => console.error('Auth could not start', error)),
    );
  }, [shown, authStart]);

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
