import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useLocation } from '@lesson-planner/shared-contracts/routing';
import { hasSessionHint, startSession } from '@lesson-planner/shared-contracts/session';
import { ErrorPanel } from '@lesson-planner/shared-contracts/ui';
import {
  forgetRemote,
  loadRouteModule,
  RemoteTimeoutError,
  RemoteUnavailableError,
  withinLoadTime,
} from '../federation/remote-registry';
import { loadAreaTexts } from '../federation/area-texts';
import { markRouterReady, reloadOnceAfterFailure } from '../federation/reload-once';
import { authStartFor, type AuthStart } from '../prerender/prerendered-pages';
import { afterNextPaint } from './after-next-paint';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'unavailable' }
  | { status: 'timedOut' }
  | { status: 'failed' };

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
  // The area's translations come with its page, so its text never flashes as keys; without
  // them the area counts as unavailable, and "Try again" asks for them again.
  const missing = await loadAreaTexts(i18n, module.namespaces);
  if (missing.length > 0) {
    throw new RemoteUnavailableError(remote, {
      cause: new Error(`Translations did not load: ${missing.join(', ')}`),
    });
  }
  const loader = (module.pages as Record<string, () => Promise<{ default: ComponentType }>>)[page];
  if (!loader) throw new Error(`Remote ${remote} has no page "${page}"`);
  return (await loader()).default;
}

/** One route's screen, fetched from the remote that owns it when the route is visited. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // Settled as the page is entered: a session begun later does not change how it loads.
  const [authStart] = useState(() => authStartFor(pathname, hasSessionHint()));

  useEffect(() => {
    let current = true;
    withinLoadTime(remote, loadPage(remote, page, authStart)).then(
      (Page) => {
        if (!current) return;
        markRouterReady();
        setState({ status: 'ready', Page });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof RemoteTimeoutError) {
          console.error(error);
          setState({ status: 'timedOut' });
        } else if (error instanceof RemoteUnavailableError) {
          console.error(error, error.cause);
          setState({ status: 'unavailable' });
        } else if (reloadOnceAfterFailure(error) === 'failed') {
          setState({ status: 'failed' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [remote, page, authStart, attempt]);

  const shown = state.status === 'ready';
  useEffect(() => {
    if (!shown || authStart !== 'after-page') return undefined;
    return afterNextPaint(() =>
      startSession().catch((error: unknown) => console.error('Auth could not start', error)),
    );
  }, [shown, authStart]);

  const remount = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    forgetRemote(remote);
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [remote]);

  switch (state.status) {
    case 'loading':
      return <PageLoading />;
    case 'unavailable':
      return (
        <ErrorPanel
          title={t('errors.areaUnavailableTitle')}
          message={t('errors.areaUnavailableMessage')}
          onRetry={retry}
        />
      );
    case 'timedOut':
      return (
        <ErrorPanel
          title={t('errors.areaTimeoutTitle')}
          message={t('errors.areaTimeoutMessage')}
          onRetry={retry}
        />
      );
    case 'failed':
      return (
        <ErrorPanel
          title={t('errors.pageLoadTitle')}
          message={t('errors.pageLoadMessage')}
          onRetry={retry}
        />
      );
    case 'ready':
      return (
        <PageErrorBoundary key={`${remote}:${page}:${attempt}`} onRetry={remount}>
          <state.Page />
        </PageErrorBoundary>
      );
  }
}
