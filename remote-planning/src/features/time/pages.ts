// The school-time area's pages, each loaded on demand (app/routes.ts composes them).
export const timePages = {
  weeklyPlanner: () => import('./weekly-planner/WeeklyPlannerPage'),
  scheduler: () => import('./scheduler/SchedulerPage'),
  scheduleTemplates: () => import('./templates/ScheduleTemplatesPage'),
};
