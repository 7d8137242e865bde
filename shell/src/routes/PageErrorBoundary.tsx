import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { ErrorPanel } from '@lesson-planner/shared-contracts/ui';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Keeps a page that throws while rendering from taking down the layout and other areas. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed while rendering', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation ns="common">
        {(t) => (
          <ErrorPanel
            title={t('errors.pageCrashedTitle')}
            message={t('errors.pageCrashedMessage')}
            onRetry={this.props.onRetry}
          />
        )}
      </Translation>
    );
  }
}
