import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';

const routeModule = {
  namespaces: ['classroom', 'schedule'],
  pages: {
    classroomList: () => import('./features/classroom-list/ClassroomListPage'),
    classroomDetail: () => import('./features/classroom-detail/ClassroomDetailPage'),
    classroomCreate: () => import('./features/classroom-create/CreateClassroomPage'),
    curriculumList: () => import('./features/curriculum-list/CurriculumListPage'),
    classroomCurriculum: () => import('./features/classroom-curriculum/ClassroomCurriculumPage'),
    teamCurriculum: () => import('./features/team-curriculum/TeamCurriculumPage'),
    unitCoverage: () => import('./features/unit-coverage/UnitCoveragePage'),
  },
  widgets: { 'my-classrooms': () => import('./features/dashboard/MyClassroomsWidget') },
} satisfies RemoteRouteModule<'remote_curriculum'>;

export const { namespaces, pages, widgets } = routeModule;
