// Exposed as remote_curriculum/team-frameworks for other areas' pages (the leaders' team
// coverage): frameworks are read by the area that owns them.
import type { TeamFrameworksModule } from '@lesson-planner/shared-contracts/curriculum';
import * as reads from './api/framework-reads';

export const listFrameworks: TeamFrameworksModule['listFrameworks'] = reads.listFrameworks;
export const listStandards: TeamFrameworksModule['listStandards'] = reads.listStandards;
