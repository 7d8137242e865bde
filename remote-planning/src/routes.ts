import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';
import { comingSoonPage } from '@lesson-planner/shared-contracts/ui';

const routeModule = {
  namespaces: ['unit', 'planner', 'rubrics'],
  pages: {
    unitList: () => import('./features/unit-list/UnitListPage'),
    unitDetail: () => import('./features/unit-detail/UnitDetailPage'),
    unitCreate: () => import('./features/unit-create/CreateUnitPage'),
    unitEdit: () => import('./features/unit-edit/EditUnitPage'),
    unitPlanList: () => import('./features/unit-plan-list/UnitPlanListPage'),
    unitPlanCreate: () => import('./features/unit-plan-create/CreateUnitPlanPage'),
    unitPlanEdit: () => import('./features/unit-plan-editor/EditUnitPlanPage'),
    experienceList: comingSoonPage('planner', 'titles.experienceList'),
    experienceDetail: comingSoonPage('planner', 'titles.experienceDetail'),
    experienceCreate: comingSoonPage('planner', 'titles.experienceCreate'),
    experienceEdit: comingSoonPage('planner', 'titles.experienceEdit'),
    rubricList: () => import('./features/rubric-list/RubricListPage'),
    rubricDetail: () => import('./features/rubric-editor/RubricPage'),
    rubricCreate: () => import('./features/rubric-create/CreateRubricPage'),
    weeklyPlanner: comingSoonPage('planner', 'titles.weeklyPlanner'),
    scheduler: comingSoonPage('planner', 'titles.scheduler'),
    scheduleTemplates: comingSoonPage('planner', 'titles.scheduleTemplates'),
  },
  widgets: [
    { id: 'recent-unit-plans', load: () => import('./features/dashboard/RecentUnitPlansWidget') },
  ],
} satisfies RemoteRouteModule<'remote_planning'>;

export const { namespaces, pages, widgets } = routeModule;
