// The units area's pages, each loaded on demand (app/routes.ts composes them).
export const unitPages = {
  list: () => import('./list/UnitListPage'),
  detail: () => import('./detail/UnitDetailPage'),
  create: () => import('./create/CreateUnitPage'),
  edit: () => import('./edit/EditUnitPage'),
};
