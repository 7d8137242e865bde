import type { RemoteName } from './remote-names';
import type { RemotePages } from './route-module';
import { CLASSROOM_UNIT_AI_PATH, PLAN_REVIEW_PATH } from './route-paths';

/** Who may open a route: anyone, or only a signed-in user (others go to sign in first). */
export type Access = 'public' | 'signed-in';

export type RemoteRoute = {
  [Remote in RemoteName]: {
    path: string;
    remote: Remote;
    page: RemotePages[Remote];
    access: Access;
  };
}[RemoteName];

const route = <Remote extends RemoteName>(
  path: string,
  remote: Remote,
  page: RemotePages[Remote],
  access: Access = 'signed-in',
): RemoteRoute => ({ path, remote, page, access }) as RemoteRoute;

/**
 * The spec's route table (section 2), minus the shell's own pages. Each entry names the
 * remote that owns the screen and the page id in its route module.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  route('/auth/login', 'remote_auth', 'login', 'public'),
  route('/auth/register', 'remote_auth', 'register', 'public'),
  route('/auth/forgot-password', 'remote_auth', 'forgotPassword', 'public'),
  route('/auth/terms', 'remote_auth', 'terms', 'public'),
  route('/auth/privacy', 'remote_auth', 'privacy', 'public'),
  route('/profile', 'remote_auth', 'profile'),
  route('/settings', 'remote_auth', 'settings'),

  route('/team', 'remote_teams', 'teamList'),
  route('/team/create', 'remote_teams', 'teamCreate'),
  // The leaders' navigation items: the page of the team they lead, or a choice of their teams.
  route('/team/map', 'remote_teams', 'teamMap'),
  route('/team/coverage', 'remote_teams', 'teamCoverage'),
  route('/team/review', 'remote_teams', 'plansInReview'),
  route('/team/usage', 'remote_teams', 'usageReport'),
  route('/team/:id', 'remote_teams', 'teamDetail'),
  route('/team/:id/map', 'remote_teams', 'teamMap'),
  route('/team/:id/coverage', 'remote_teams', 'teamCoverage'),
  route('/team/:id/review', 'remote_teams', 'plansInReview'),
  route('/team/:id/usage', 'remote_teams', 'usageReport'),
  route('/dev/token-usage-test', 'remote_teams', 'tokenUsageTest'),
  route('/admin/accounts', 'remote_teams', 'accountAdmin'),

  route('/units', 'remote_planning', 'unitList'),
  route('/units/create', 'remote_planning', 'unitCreate'),
  route('/units/edit/:id', 'remote_planning', 'unitEdit'),
  route('/units/plan', 'remote_planning', 'unitPlanList'),
  route('/units/plan/create/:unitId', 'remote_planning', 'unitPlanCreate'),
  route('/units/plan/edit/:id', 'remote_planning', 'unitPlanEdit'),
  route(PLAN_REVIEW_PATH, 'remote_planning', 'unitPlanReview'),
  route('/units/:id', 'remote_planning', 'unitDetail'),
  route('/experiences', 'remote_planning', 'experienceList'),
  route('/experiences/create', 'remote_planning', 'experienceCreate'),
  route('/experiences/edit/:id', 'remote_planning', 'experienceEdit'),
  route('/experiences/:id', 'remote_planning', 'experienceDetail'),
  route('/rubrics', 'remote_planning', 'rubricList'),
  route('/rubrics/create', 'remote_planning', 'rubricCreate'),
  route('/rubrics/:id', 'remote_planning', 'rubricDetail'),
  route('/planner/weekly', 'remote_planning', 'weeklyPlanner'),
  route('/scheduler', 'remote_planning', 'scheduler'),
  route(CLASSROOM_UNIT_AI_PATH, 'remote_planning', 'classroomUnitAi'),
  route('/leader/schedule-templates', 'remote_planning', 'scheduleTemplates'),

  route('/classroom', 'remote_curriculum', 'classroomList'),
  route('/classroom/create', 'remote_curriculum', 'classroomCreate'),
  route('/classroom/:id', 'remote_curriculum', 'classroomDetail'),
  route('/curriculum', 'remote_curriculum', 'curriculumList'),
  route('/curriculum/classrooms/:classroomId', 'remote_curriculum', 'classroomCurriculum'),
  route('/curriculum/team/:teamId', 'remote_curriculum', 'teamCurriculum'),
  // The spec's /curriculum/unit/{id}-coverage: the router matches whole segments, so the
  // page reads the id from the segment and rejects one without the "-coverage" suffix.
  route('/curriculum/unit/:unitCoverage', 'remote_curriculum', 'unitCoverage'),
];
