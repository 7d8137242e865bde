import type { ComponentType } from 'react';
import type { DashboardWidgetId } from './dashboard-widgets';
import type { RemoteName } from './remote-names';

/** Every remote exposes this module; the shell knows a remote by it and nothing deeper. */
export const ROUTES_MODULE = 'routes';

/** remote-auth exposes this on purpose: the shell shows it above every page (e.g. verify email). */
export const ACCOUNT_BANNER_MODULE = 'remote_auth/account-banner';

/**
 * The pages each remote provides, by id. The shell's route table names these ids, so
 * TypeScript checks the composition without any remote being built or served.
 */
export interface RemotePages {
  remote_auth:
    'login' | 'register' | 'forgotPassword' | 'terms' | 'privacy' | 'profile' | 'settings';
  remote_teams:
    | 'teamList'
    | 'teamDetail'
    | 'teamCreate'
    | 'teamMap'
    | 'teamCoverage'
    | 'plansInReview'
    | 'usageReport'
    | 'tokenUsageTest'
    | 'accountAdmin';
  remote_planning:
    | 'unitList'
    | 'unitDetail'
    | 'unitCreate'
    | 'unitEdit'
    | 'unitPlanList'
    | 'unitPlanCreate'
    | 'unitPlanEdit'
    | 'unitPlanReview'
    | 'experienceList'
    | 'experienceDetail'
    | 'experienceCreate'
    | 'experienceEdit'
    | 'rubricList'
    | 'rubricDetail'
    | 'rubricCreate'
    | 'weeklyPlanner'
    | 'scheduler'
    | 'classroomUnitAi'
    | 'scheduleTemplates';
  remote_curriculum:
    | 'classroomList'
    | 'classroomDetail'
    | 'classroomCreate'
    | 'curriculumList'
    | 'classroomCurriculum'
    | 'teamCurriculum'
    | 'unitCoverage';
}

export type PageModule = { default: ComponentType };

export interface RemoteRouteModule<Remote extends RemoteName = RemoteName> {
  /** The translation namespaces this remote's pages read: its own, and shared ones the shell serves. */
  namespaces: readonly string[];
  /** Each page loads on demand, so a route fetches only its own code. */
  pages: Record<RemotePages[Remote], () => Promise<PageModule>>;
  /** The dashboard cards `dashboardWidgets` names for this remote, each loaded on demand. */
  widgets: Record<DashboardWidgetId<Remote>, () => Promise<PageModule>>;
}
