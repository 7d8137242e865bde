// The experiences area's pages, each loaded on demand (app/routes.ts composes them).
export const experiencePages = {
  list: () => import('./list/ExperienceListPage'),
  detail: () => import('./detail/ExperienceDetailPage'),
  create: () => import('./create/CreateExperiencePage'),
  edit: () => import('./edit/EditExperiencePage'),
};
