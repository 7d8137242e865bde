import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REMOTE_NAMES } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { Card, Lead, PageHeading, PageSection } from '@lesson-planner/shared-contracts/ui';
import { loadRouteModule } from '../federation/remote-registry';
import { PageErrorBoundary } from '../routes/PageErrorBoundary';
import { PageLoading } from '../routes/PageLoading';

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

/** Collects the widgets every area exposes; an area that is down simply contributes none. */
function useRemoteWidgets(): { widgets: LoadedWidget[]; loading: boolean } {
  const [state, setState] = useState<{ widgets: LoadedWidget[]; loading: boolean }>({
    widgets: [],
    loading: true,
  });
  useEffect(() => {
    let current = true;
    Promise.allSettled(REMOTE_NAMES.map((remote) => loadRouteModule(remote))).then(
      async (results) => {
        const modules = results.flatMap((result) =>
          result.status === 'fulfilled' ? [result.value] : [],
        );
        await i18n.loadNamespaces(modules.flatMap((module) => [...module.namespaces]));
        const widgets = modules.flatMap((module) =>
          module.widgets.map((widget) => ({ id: widget.id, Component: lazy(widget.load) })),
        );
        if (current) setState({ widgets, loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
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
      {loading ? (
        <PageLoading />
      ) : widgets.length > 0 ? (
        <Grid>
          {widgets.map((widget) => (
            <WidgetSlot key={widget.id} widget={widget} />
          ))}
        </Grid>
      ) : (
        <Card>
          <p>{t('noWidgets')}</p>
        </Card>
      )}
    </PageSection>
  );
}
