import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';
import { comingSoonPage } from '@lesson-planner/shared-contracts/ui';

const routeModule = {
  namespaces: ['classroom'],
  pages: {
    classroomList: () => import('./features/classroom-list/ClassroomListPage'),
    classroomDetail: () => import('./features/classroom-detail/ClassroomDetailPage'),
    classroomCreate: () => import('./features/classroom-create/CreateClassroomPage'),
    curriculumList: () => import('./features/curriculum-list/CurriculumListPage'),
    classroomCurriculum: () => import('./features/classroom-curriculum/ClassroomCurriculumPage'),
    teamCurriculum: () => import('./features/team-curriculum/TeamCurriculumPage'),
    // Coverage needs units and lesson plans (remote-planning), which come next.
    unitCoverage: comingSoonPage('classroom', 'titles.unitCoverage'),
  },
  widgets: [{ id: 'my-classrooms', load: () => import('./features/dashboard/MyClassroomsWidget') }],
} satisfies RemoteRouteModule<'remote_curriculum'>;

export const { namespaces, pages, widgets } = routeModule;
