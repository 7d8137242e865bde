// The type alone, from its import-free module: the Cloud Functions read this contract too.
import type { Listen } from '../server-state/listen';
import type { Classroom } from './classroom';
import type { Framework, Standard } from './standards';

/**
 * The module remote_curriculum/team-frameworks exposes: a team's frameworks and classrooms, read
 * by their owner (for the leaders' coverage and curriculum map), once or live (a liveQuery's
 * listener, so an open page follows a teammate's changes).
 */
export interface TeamFrameworksModule {
  /** The team's frameworks by name. */
  listFrameworks(teamId: string): Promise<Framework[]>;
  /** Every standard of a framework in framework order. */
  listStandards(teamId: string, frameworkId: string): Promise<Standard[]>;
  /** The team's classrooms, with the standards, subject and grade each teaches. */
  listClassrooms(teamId: string): Promise<Classroom[]>;
  /** The team's frameworks by name, live. */
  listenToFrameworks(teamId: string): Listen<Framework[]>;
  /** A framework's standards in framework order, live. */
  listenToStandards(teamId: string, frameworkId: string): Listen<Standard[]>;
  /** The team's classrooms, live. */
  listenToClassrooms(teamId: string): Listen<Classroom[]>;
}
