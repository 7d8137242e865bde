// The rubrics area's pages, each loaded on demand (app/routes.ts composes them).
export const rubricPages = {
  list: () => import('./list/RubricListPage'),
  detail: () => import('./editor/RubricPage'),
  create: () => import('./create/CreateRubricPage'),
};
