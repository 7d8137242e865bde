/**
 * Modules an area exposes on purpose for another area to render or run. Areas never import each
 * other; they name the module here and the shell, which owns the federation runtime, loads it.
 */
export const FEDERATED_MODULES = {
  /** The signed-in user's pending team invitations, with accept and decline (for /profile). */
  invitationsPanel: 'remote_teams/invitations-panel',
  /** The signed-in member's own AI usage, read like the team's allowance report (for /profile). */
  myUsagePanel: 'remote_teams/my-usage-panel',
  /** The team's scheduled and unscheduled units for the leaders' curriculum map (TeamMapModule). */
  teamMap: 'remote_planning/team-map',
  /** The team's placed lessons with their standards, for the leaders' team coverage (TeamCoverageModule). */
  teamCoverage: 'remote_planning/team-coverage',
  /** A team's frameworks and their standards, read by the curriculum area (TeamFrameworksModule). */
  teamFrameworks: 'remote_curriculum/team-frameworks',
  /** The team's unit plans waiting for review, for the leaders' page (PlansInReviewModule). */
  plansInReview: 'remote_planning/plans-in-review',
  /** Work the teams area runs while a user is signed in (the pending-invitation count). */
  teamsSession: 'remote_teams/session',
} as const;

export type FederatedModuleId = (typeof FEDERATED_MODULES)[keyof typeof FEDERATED_MODULES];

/** Exposed by every session module: start its work for the signed-in user, return the stop. */
export interface SessionServiceModule {
  start(): () => void;
}

/** Session modules the shell starts on sign-in and stops on sign-out. */
export const SESSION_SERVICE_MODULES: readonly FederatedModuleId[] = [
  FEDERATED_MODULES.teamsSession,
];

type Loader = (id: FederatedModuleId) => Promise<unknown>;
let loader: Loader | null = null;

/** The shell hands over its federation runtime here at boot. */
export function provideFederatedLoader(load: Loader): void {
  loader = load;
}

/** The module, or null where no shell provides one (an area running alone). */
export async function loadFederatedModule<T>(id: FederatedModuleId): Promise<T | null> {
  return loader ? ((await loader(id)) as T | null) : null;
}
