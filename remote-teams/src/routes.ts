import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';
import { comingSoonPage } from '@lesson-planner/shared-contracts/ui';

const routeModule = {
  namespaces: ['teams'],
  pages: {
    teamList: comingSoonPage('teams', 'titles.teamList'),
    teamDetail: comingSoonPage('teams', 'titles.teamDetail'),
    teamCreate: comingSoonPage('teams', 'titles.teamCreate'),
    tokenUsageTest: comingSoonPage('teams', 'titles.tokenUsageTest'),
  },
  widgets: [],
} satisfies RemoteRouteModule<'remote_teams'>;

export const { namespaces, pages, widgets } = routeModule;
