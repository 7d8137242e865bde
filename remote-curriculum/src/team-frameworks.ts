// Exposed as remote_curriculum/team-frameworks for other areas' pages (the leaders' team
// coverage and curriculum map): frameworks and classrooms are read by the area that owns them.
import type { TeamFrameworksModule } from '@lesson-planner/shared-contracts/curriculum';
import { listenToTeamClassrooms, listTeamClassrooms } from './api/classroom-reads';
import * as reads from './api/framework-reads';

export const listFrameworks: TeamFrameworksModule['listFrameworks'] = reads.listFrameworks;
export const listStandards: TeamFrameworksModule['listStandards'] = reads.listStandards;
export const listClassrooms: TeamFrameworksModule['listClassrooms'] = listTeamClassrooms;
export const listenToFrameworks: TeamFrameworksModule['listenToFrameworks'] =
  reads.listenToFrameworks;
export const listenToStandards: TeamFrameworksModule['listenToStandards'] = reads.listenToStandards;
export const listenToClassrooms: TeamFrameworksModule['listenToClassrooms'] =
  listenToTeamClassrooms;
