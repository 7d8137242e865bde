import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';
import { comingSoonPage } from '@lesson-planner/shared-contracts/ui';

const routeModule = {
  namespaces: ['unit', 'planner', 'rubrics'],
  pages: {
    unitList: comingSoonPage('unit', 'titles.unitList'),
    unitDetail: comingSoonPage('unit', 'titles.unitDetail'),
    unitCreate: comingSoonPage('unit', 'titles.unitCreate'),
    unitEdit: comingSoonPage('unit', 'titles.unitEdit'),
    unitPlanList: comingSoonPage('unit', 'titles.unitPlanList'),
    unitPlanCreate: comingSoonPage('unit', 'titles.unitPlanCreate'),
    unitPlanEdit: comingSoonPage('unit', 'titles.unitPlanEdit'),
    experienceList: comingSoonPage('planner', 'titles.experienceList'),
    experienceDetail: comingSoonPage('planner', 'titles.experienceDetail'),
    experienceCreate: comingSoonPage('planner', 'titles.experienceCreate'),
    experienceEdit: comingSoonPage('planner', 'titles.experienceEdit'),
    rubricList: comingSoonPage('rubrics', 'titles.rubricList'),
    rubricDetail: comingSoonPage('rubrics', 'titles.rubricDetail'),
    rubricCreate: comingSoonPage('rubrics', 'titles.rubricCreate'),
    weeklyPlanner: comingSoonPage('planner', 'titles.weeklyPlanner'),
    scheduler: comingSoonPage('planner', 'titles.scheduler'),
    scheduleTemplates: comingSoonPage('planner', 'titles.scheduleTemplates'),
  },
  widgets: [],
} satisfies RemoteRouteModule<'remote_planning'>;

export const { namespaces, pages, widgets } = routeModule;
