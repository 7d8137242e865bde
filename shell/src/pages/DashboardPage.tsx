import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REMOTE_NAMES, type RemoteName } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { Card, Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';
import { loadRouteModule } from '../federation/remote-registry';
import { PageErrorBoundary } from '../routes/PageErrorBoundary';
import { PageLoading } from '../routes/PageLoading';
import { readyInOrder, type AreaLoad } from './widgets-in-order';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${mediaUp('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const quickLinks = [
  { to: '/units', key: 'units' },
  { to: '/units/plan', key: 'unitPlans' },
  { to: '/experiences', key: 'experiences' },
  { to: '/classroom', key: 'classrooms' },
  { to: '/curriculum', key: 'curriculum' },
  { to: '/team', key: 'teams' },
] as const;

type LoadedWidget = { id: string; Component: ComponentType };

async function loadAreaWidgets(remote: RemoteName): Promise<LoadedWidget[]> {
  const module = await loadRouteModule(remote);
  await i18n.loadNamespaces([...module.namespaces]);
  return module.widgets.map((widget) => ({ id: widget.id, Component: lazy(widget.load) }));
}

/**
 * Collects the widgets every area exposes, showing each area's as soon as it and the areas
 * before it have arrived; an area that is down simply contributes none.
 */
function useRemoteWidgets(): { widgets: LoadedWidget[]; loading: boolean } {
  const [loads, setLoads] = useState<AreaLoad<LoadedWidget[]>[]>(() =>
    REMOTE_NAMES.map(() => ({ status: 'pending' })),
  );
  useEffect(() => {
    let current = true;
    REMOTE_NAMES.forEach((remote, index) => {
      loadAreaWidgets(remote)
        .then(
          (value): AreaLoad<LoadedWidget[]> => ({ status: 'loaded', value }),
          (): AreaLoad<LoadedWidget[]> => ({ status: 'failed' }),
        )
        .then((load) => {
          if (current) setLoads((all) => all.map((old, at) => (at === index ? load : old)));
        });
    });
    return () => {
      current = false;
    };
  }, []);
  const { ready, pending } = readyInOrder(loads);
  return { widgets: ready.flat(), loading: pending };
}

function WidgetSlot({ widget: { Component } }: { widget: LoadedWidget }) {
  return (
    <PageErrorBoundary onRetry={() => window.location.reload()}>
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const name = useSession(
    (session) => session.profile?.displayName ?? session.user?.displayName ?? '',
  );
  const { widgets, loading } = useRemoteWidgets();
  return (
    <PageSection>
      <PageHeading>{t('title')}</PageHeading>
      <Lead>{t('welcome', { name })}</Lead>
      <nav aria-label={t('quickLinks')}>
        <QuickLinks>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(`links.${link.key}`)}</Link>
            </li>
          ))}
        </QuickLinks>
      </nav>
      {widgets.length > 0 && (
        <Grid>
          {widgets.map((widget) => (
            <WidgetSlot key={widget.id} widget={widget} />
          ))}
        </Grid>
      )}
      {loading ? (
        <PageLoading />
      ) : (
        widgets.length === 0 && (
          <Card>
            <p>{t('noWidgets')}</p>
          </Card>
        )
      )}
    </PageSection>
  );
}
