import type { ComponentType } from 'react';
import type {
  DashboardWidgetDeclaration,
  PageModule,
} from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { loadRouteModule, RemoteUnavailableError } from '../../federation/remote-registry';
import { loadAreaTexts } from '../../federation/area-texts';

/** The longest the cards below wait for the top card's code (see loadWidget). */
export const TOP_CARD_HEAD_START_MS = 2_000;

/**
 * One dashboard card's code. The top card (the first the visitor sees) comes first: on a weak
 * link the other areas' cards would share it with the card the teacher looks at first, so they
 * start once its code is in or has failed, or after TOP_CARD_HEAD_START_MS, so that a slow area
 * holds nobody back long. Once the top card is in, asking for it again answers at once.
 */
export async function loadWidget(
  widget: DashboardWidgetDeclaration,
  topCard: DashboardWidgetDeclaration,
): Promise<ComponentType> {
  // A card of the top card's own area shares its route module: it has nothing to wait for.
  if (widget.remote === topCard.remote) return loadCard(widget);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    loadCard(topCard).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, TOP_CARD_HEAD_START_MS))),
  ]);
  clearTimeout(timer);
  return loadCard(widget);
}

/**
 * One card: its area's route module, then the card's own chunk, while the texts the card
 * declares load alongside (not the area's other namespaces). Without its texts the card counts
 * as its area being unavailable, so Try again asks for them again.
 */
async function loadCard({
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
