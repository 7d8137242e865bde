export { REMOTE_NAMES, type RemoteName } from './remote-names';
export { markRemoteRetried } from './remote-retries';
export {
  dashboardWidgets,
  dashboardWidgetsFor,
  type DashboardWidgetDeclaration,
  type DashboardWidgetId,
} from './dashboard-widgets';
export type { PageModule, RemotePages, RemoteRouteModule } from './route-module';
export { ACCOUNT_BANNER_MODULE, ROUTES_MODULE } from './route-module';
export { remoteRoutes, type Access, type RemoteRoute } from './route-table';
export { classroomUnitAiPath, planReviewPath } from './route-paths';
export {
  FEDERATED_MODULES,
  SESSION_SERVICE_MODULES,
  loadFederatedModule,
  provideFederatedLoader,
  type FederatedModuleId,
  type SessionServiceModule,
} from './federated-modules';
