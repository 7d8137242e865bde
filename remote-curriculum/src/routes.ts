import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';
import { comingSoonPage } from '@lesson-planner/shared-contracts/ui';

const routeModule = {
  namespaces: ['classroom'],
  pages: {
    classroomList: comingSoonPage('classroom', 'titles.classroomList'),
    classroomDetail: comingSoonPage('classroom', 'titles.classroomDetail'),
    classroomCreate: comingSoonPage('classroom', 'titles.classroomCreate'),
    curriculumList: comingSoonPage('classroom', 'titles.curriculumList'),
    classroomCurriculum: comingSoonPage('classroom', 'titles.classroomCurriculum'),
    teamCurriculum: comingSoonPage('classroom', 'titles.teamCurriculum'),
    unitCoverage: comingSoonPage('classroom', 'titles.unitCoverage'),
  },
  widgets: [],
} satisfies RemoteRouteModule<'remote_curriculum'>;

export const { namespaces, pages, widgets } = routeModule;
