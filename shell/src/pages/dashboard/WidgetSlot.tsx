import { useLayoutEffect } from 'react';
import styled from 'styled-components';
import type { DashboardWidgetDeclaration } from '@lesson-planner/shared-contracts/federation';
import { Card } from '@lesson-planner/shared-contracts/ui';
import { PageErrorBoundary } from '../../routes/PageErrorBoundary';
import { PageLoading } from '../../routes/PageLoading';
import { RemoteLoadFailure } from '../../routes/RemoteLoadFailure';
import { useRemoteComponent } from '../../routes/use-remote-component';
import { loadWidget } from './load-widget';

// About a loaded card's height, so the cards around it barely move when it arrives.
const Placeholder = styled(Card)`
  min-height: 14rem;
`;

/**
 * One card's place on the dashboard, held from the first render: its loading status, then the
 * card, or why its area did not answer with Try again. Each slot loads on its own, so a slow or
 * missing area holds back only its own card.
 */
export function WidgetSlot({
  widget,
  topCard,
  onSettled,
}: {
  widget: DashboardWidgetDeclaration;
  /** The first card of the page, which the others let load first. */
  topCard: DashboardWidgetDeclaration;
  /** Called once the card is drawn or has failed, before that frame is painted. */
  onSettled?: (status: 'ready' | 'failed') => void;
}) {
  const { state, attempt, remount, retry } = useRemoteComponent(widget.remote, widget.id, () =>
    loadWidget(widget, topCard),
  );
  const status = state.status;
  useLayoutEffect(() => {
    if (status !== 'loading') onSettled?.(status === 'ready' ? 'ready' : 'failed');
  }, [status, onSettled]);
  switch (state.status) {
    case 'loading':
      return (
        <Placeholder>
          <PageLoading text="status.loading" />
        </Placeholder>
      );
    case 'ready':
      return (
        <PageErrorBoundary key={attempt} onRetry={remount}>
          <state.Component />
        </PageErrorBoundary>
      );
    default:
      return <RemoteLoadFailure status={state.status} onRetry={retry} isCard />;
  }
}
