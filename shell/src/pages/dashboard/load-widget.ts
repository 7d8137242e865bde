import type { ComponentType } from 'react';
import type {
  DashboardWidgetDeclaration,
  PageModule,
} from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { loadRouteModule, RemoteUnavailableError } from '../../federation/remote-registry';
import { loadAreaTexts } from '../../federation/area-texts';

/**
 * One dashboard card: its area's route module, then the card's own chunk, while the texts the
 * card declares load alongside (not the area's other namespaces). Without its texts the card
 * counts as its area being unavailable, so Try again asks for them again.
 */
export async function loadWidget({
  remote,
  id,
  namespaces,
}: DashboardWidgetDeclaration): Promise<ComponentType> {
  const [widget, missing] = await Promise.all([
    loadRouteModule(remote).then((module) => {
      const load = (module.widgets as Record<string, () => Promise<PageModule>>)[id];
      if (!load) throw new Error(`Remote ${remote} has no dashboard widget "${id}"`);
      return load();
    }),
    loadAreaTexts(i18n, namespaces),
  ]);
  if (missing.length > 0) {
    throw new RemoteUnavailableError(remote, {
      cause: new Error(`Translations did not load: ${missing.join(', ')}`),
    });
  }
  return widget.default;
}
