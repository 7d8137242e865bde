// The planning remote's route module: each area's pages and the dashboard's widgets, composed.
import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';
import { experiencePages } from '../features/experiences/pages';
import { planPages } from '../features/plans/pages';
import { rubricPages } from '../features/rubrics/pages';
import { timePages } from '../features/time/pages';
import { unitPages } from '../features/units/pages';

const routeModule = {
  namespaces: ['unit', 'planner', 'rubrics', 'experiences', 'schedule'],
  pages: {
    unitList: unitPages.list,
    unitDetail: unitPages.detail,
    unitCreate: unitPages.create,
    unitEdit: unitPages.edit,
    unitPlanList: planPages.list,
    unitPlanCreate: planPages.create,
    unitPlanEdit: planPages.edit,
    unitPlanReview: planPages.review,
    classroomUnitAi: planPages.classroomUnitAi,
    experienceList: experiencePages.list,
    experienceDetail: experiencePages.detail,
    experienceCreate: experiencePages.create,
    experienceEdit: experiencePages.edit,
    rubricList: rubricPages.list,
    rubricDetail: rubricPages.detail,
    rubricCreate: rubricPages.create,
    weeklyPlanner: timePages.weeklyPlanner,
    scheduler: timePages.scheduler,
    scheduleTemplates: timePages.scheduleTemplates,
  },
  widgets: {
    'review-queue': () => import('./dashboard/ReviewQueueWidget'),
    'this-week': () => import('./dashboard/ThisWeekWidget'),
    'drafts-to-finish': () => import('./dashboard/DraftsWidget'),
  },
} satisfies RemoteRouteModule<'remote_planning'>;

export const { namespaces, pages, widgets } = routeModule;
