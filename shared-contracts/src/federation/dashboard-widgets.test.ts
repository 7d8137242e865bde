// The dashboard's cards as the contract declares them. (That each remote's route module provides
// exactly its cards is checked by TypeScript: RemoteRouteModule's `widgets` is keyed by them.)
import { NAMESPACE_OWNERS } from '../i18n/namespaces';
import { dashboardWidgets, dashboardWidgetsFor } from './dashboard-widgets';

it('names each card once', () => {
  const keys = dashboardWidgets.map(({ remote, id }) => `${remote}/${id}`);
  expect(new Set(keys).size).toBe(keys.length);
});

it.each(dashboardWidgets)(
  '$remote/$id reads only texts its own area or the shell serves, so no other area holds it back',
  ({ remote, namespaces }) => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const namespace of namespaces) {
      expect([remote, 'shell']).toContain(NAMESPACE_OWNERS[namespace]);
    }
  },
);

it("leads a leader's dashboard with the plans waiting for review, and keeps it from others", () => {
  expect(dashboardWidgetsFor(true)[0]).toMatchObject({ id: 'review-queue' });
  expect(dashboardWidgetsFor(false).map(({ id }) => id)).not.toContain('review-queue');
  expect(dashboardWidgetsFor(false)[0]).toMatchObject({ id: 'this-week' });
});
