import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { startSession } from '@lesson-planner/shared-contracts/session';
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
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'unavailable' }
  | { status: 'timedOut' }
  | { status: 'failed' };

async function loadPage(remote: RemoteName, page: string): Promise<ComponentType> {
  // Every area calls Firebase from its pages: Auth downloads alongside the area's code.
  const [module] = await Promise.all([loadRouteModule(remote), startSession()]);
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

  useEffect(() => {
    let current = true;
    withinLoadTime(remote, loadPage(remote, page)).then(
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
  }, [remote, page, attempt]);

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
