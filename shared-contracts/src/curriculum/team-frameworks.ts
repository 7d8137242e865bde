import type { Framework, Standard } from './standards';

/** The module remote_curriculum/team-frameworks exposes: a team's frameworks, read by their owner. */
export interface TeamFrameworksModule {
  /** The team's frameworks by name. */
  listFrameworks(teamId: string): Promise<Framework[]>;
  /** Every standard of a framework in framework order. */
  listStandards(teamId: string, frameworkId: string): Promise<Standard[]>;
}
