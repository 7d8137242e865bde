import type { Namespace } from '../i18n/namespaces';
import type { RemoteName } from './remote-names';

/** One dashboard card: the area that provides it, and the translation namespaces it reads. */
export interface DashboardWidgetDeclaration {
  remote: RemoteName;
  /** Its key in the area's route module `widgets`. */
  id: string;
  /** Loaded with the card's code, so the dashboard never waits for the area's other texts. */
  namespaces: readonly Namespace[];
  /** Shown only to a team leader, recognised as the navigation recognises one. */
  forLeaders?: boolean;
}

/**
 * The dashboard's cards, in the order it shows them. The shell reserves a slot for each before
 * any area answers, and starts only these areas for /dashboard; RemoteRouteModule's `widgets`
 * must provide exactly the ids named here for its remote, so the two cannot drift apart.
 */
export const dashboardWidgets = [
  // A leader's dashboard leads with the plans waiting for their review.
  {
    remote: 'remote_planning',
    id: 'review-queue',
    namespaces: ['planner', 'unit'],
    forLeaders: true,
  },
  // A teacher's next lessons lead; FailureMessage, shown when the plans cannot be read, speaks
  // from the unit namespace.
  { remote: 'remote_planning', id: 'this-week', namespaces: ['planner', 'unit'] },
  { remote: 'remote_planning', id: 'drafts-to-finish', namespaces: ['planner', 'unit'] },
  // The teams with their allowance meters.
  { remote: 'remote_teams', id: 'my-teams', namespaces: ['teams'] },
  { remote: 'remote_curriculum', id: 'my-classrooms', namespaces: ['classroom'] },
] as const satisfies readonly DashboardWidgetDeclaration[];

/** The cards someone sees, in the dashboard's order: a leader's cards only for a leader. */
export const dashboardWidgetsFor = (leader: boolean): readonly DashboardWidgetDeclaration[] =>
  dashboardWidgets.filter((widget: DashboardWidgetDeclaration) => leader || !widget.forLeaders);

/** The widget ids a remote must provide: none for an area without a dashboard card. */
export type DashboardWidgetId<Remote extends RemoteName> = Extract<
  (typeof dashboardWidgets)[number],
  { remote: Remote }
>['id'];
