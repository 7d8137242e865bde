import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  loadFederatedModule,
  type FederatedModuleId,
} from '@lesson-planner/shared-contracts/federation';
import { Spinner, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';

/** Shows the fallback instead when the exposed component throws while rendering. */
class SlotBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A federated slot failed while rendering', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Renders a component another area exposes on purpose (see FEDERATED_MODULES). While it loads a
 * spinner shows; where it cannot load (its area is down, or this area runs alone) the fallback
 * does, so the page around it keeps working.
 */
export function FederatedSlot({
  module,
  fallback,
  loadingLabel,
}: {
  module: FederatedModuleId;
  fallback: ReactNode;
  loadingLabel: string;
}) {
  const [Loaded, setLoaded] = useState<ComponentType | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    loadFederatedModule<{ default: ComponentType }>(module)
      .then((loaded) => loaded?.default ?? null)
      .catch((error: unknown) => {
        console.error(`${module} could not be loaded`, error);
        return null;
      })
      .then((component) => {
        if (current) setLoaded(() => component);
      });
    return () => {
      current = false;
    };
  }, [module]);

  if (Loaded === undefined) {
    return (
      <p role="status">
        <Spinner />
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
      </p>
    );
  }
  if (Loaded === null) return <>{fallback}</>;
  return (
    <SlotBoundary fallback={fallback}>
      <Loaded />
    </SlotBoundary>
  );
}
