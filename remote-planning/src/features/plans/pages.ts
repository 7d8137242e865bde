// The unit plans area's pages, each loaded on demand (app/routes.ts composes them).
export const planPages = {
  list: () => import('./list/UnitPlanListPage'),
  create: () => import('./create/CreateUnitPlanPage'),
  edit: () => import('./editor/EditUnitPlanPage'),
  review: () => import('./review/PlanReviewPage'),
  classroomUnitAi: () => import('./classroom-ai/ClassroomUnitAiPage'),
};
