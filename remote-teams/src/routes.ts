import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';

const routeModule = {
  namespaces: ['teams', 'schedule'],
  pages: {
    teamList: () => import('./features/team-list/TeamListPage'),
    teamDetail: () => import('./features/team-detail/TeamDetailPage'),
    teamCreate: () => import('./features/team-create/CreateTeamPage'),
    teamMap: () => import('./features/curriculum-map/CurriculumMapPage'),
    teamCoverage: () => import('./features/team-coverage/TeamCoveragePage'),
    plansInReview: () => import('./features/plans-in-review/PlansInReviewPage'),
    usageReport: () => import('./features/usage-report/UsageReportPage'),
    tokenUsageTest: () => import('./features/token-usage-test/TokenUsageTestPage'),
    accountAdmin: () => import('./features/account-admin/AccountAdminPage'),
  },
  widgets: { 'my-teams': () => import('./features/dashboard/MyTeamsWidget') },
} satisfies RemoteRouteModule<'remote_teams'>;

export const { namespaces, pages, widgets } = routeModule;
