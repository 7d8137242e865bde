// Runs this area alone on its own port; inside the shell only ./routes is used.
import { renderStandalone } from '@lesson-planner/shared-contracts/standalone';
import * as routeModule from './app/routes';

void renderStandalone('remote_planning', routeModule);
