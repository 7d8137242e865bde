import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';

const routeModule = {
  namespaces: ['unit', 'planner', 'rubrics', 'experiences', 'schedule'],
  pages: {
    unitList: () => import('./features/unit-list/UnitListPage'),
    unitDetail: () => import('./features/unit-detail/UnitDetailPage'),
    unitCreate: () => import('./features/unit-create/CreateUnitPage'),
    unitEdit: () => import('./features/unit-edit/EditUnitPage'),
    unitPlanList: () => import('./features/unit-plan-list/UnitPlanListPage'),
    unitPlanCreate: () => import('./features/unit-plan-create/CreateUnitPlanPage'),
    unitPlanEdit: () => import('./features/unit-plan-editor/EditUnitPlanPage'),
    experienceList: () => import('./features/experience-list/ExperienceListPage'),
    experienceDetail: () => import('./features/experience-detail/ExperienceDetailPage'),
    experienceCreate: () => import('./features/experience-create/CreateExperiencePage'),
    experienceEdit: () => import('./features/experience-edit/EditExperiencePage'),
    rubricList: () => import('./features/rubric-list/RubricListPage'),
    rubricDetail: () => import('./features/rubric-editor/RubricPage'),
    rubricCreate: () => import('./features/rubric-create/CreateRubricPage'),
    weeklyPlanner: () => import('./features/weekly-planner/WeeklyPlannerPage'),
    scheduler: () => import('./features/scheduler/SchedulerPage'),
    classroomUnitAi: () => import('./features/classroom-unit-ai/ClassroomUnitAiPage'),
    scheduleTemplates: () => import('./features/schedule-templates/ScheduleTemplatesPage'),
  },
  widgets: {
    'this-week': () => import('./features/dashboard/ThisWeekWidget'),
    'drafts-to-finish': () => import('./features/dashboard/DraftsWidget'),
  },
} satisfies RemoteRouteModule<'remote_planning'>;

export const { namespaces, pages, widgets } = routeModule;
