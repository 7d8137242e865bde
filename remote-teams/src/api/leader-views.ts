// What the leaders' pages (coverage, curriculum map, plans to review) read from the areas that
// own it, through the modules those areas expose: this area reads no plan, lesson, classroom or
// standard itself.
import {
  standardRefKey,
  type Classroom,
  type Framework,
  type Standard,
  type TeamFrameworksModule,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  FEDERATED_MODULES,
  loadFederatedModule,
  type FederatedModuleId,
} from '@lesson-planner/shared-contracts/federation';
import type {
  TeamCoverageModule,
  TeamLessonsData,
  TeamMapData,
  TeamMapModule,
} from '@lesson-planner/shared-contracts/schedule';

async function federated<T>(id: FederatedModuleId): Promise<T> {
  const module = await loadFederatedModule<T>(id);
  if (!module) throw new Error(`${id} is not available`);
  return module;
}

const curriculumArea = () => federated<TeamFrameworksModule>(FEDERATED_MODULES.teamFrameworks);

export interface TeamCurriculum {
  frameworks: Framework[];
  /** The team's classrooms as the curriculum area keeps them: what each teaches. */
  classrooms: Classroom[];
}

/** The team's frameworks and its classrooms' standards, subjects and grades. */
export async function readTeamCurriculum(teamId: string): Promise<TeamCurriculum> {
  const curriculum = await curriculumArea();
  const [frameworks, classrooms] = await Promise.all([
    curriculum.listFrameworks(teamId),
    curriculum.listClassrooms(teamId),
  ]);
  return { frameworks, classrooms };
}

/** Every standard of one of the team's frameworks, in framework order. */
export async function readFrameworkStandards(
  teamId: string,
  frameworkId: string,
): Promise<Standard[]> {
  return (await curriculumArea()).listStandards(teamId, frameworkId);
}

/** Every standard of the team's frameworks, by standardRefKey (codes and descriptions to show). */
export async function readTeamStandards(teamId: string): Promise<Map<string, Standard>> {
  const curriculum = await curriculumArea();
  const frameworks = await curriculum.listFrameworks(teamId);
  const perFramework = await Promise.all(
    frameworks.map(async (framework) =>
      (await curriculum.listStandards(teamId, framework.id)).map(
        (standard) =>
          [
            standardRefKey({ frameworkId: framework.id, standardId: standard.id }),
            standard,
          ] as const,
      ),
    ),
  );
  return new Map(perFramework.flat());
}

/**
 * The team's classrooms' placed lessons with their standards, and their linked work: of one
 * school year (its start) when one is given.
 */
export async function readTeamLessons(
  teamId: string,
  schoolYear: number | null = null,
): Promise<TeamLessonsData> {
  return (await federated<TeamCoverageModule>(FEDERATED_MODULES.teamCoverage)).readTeamLessons(
    teamId,
    schoolYear,
  );
}

/** The team's units along the school year (one given by its start, else its time), by classroom. */
export async function readTeamMap(
  teamId: string,
  schoolYear: number | null = null,
): Promise<TeamMapData> {
  return (await federated<TeamMapModule>(FEDERATED_MODULES.teamMap)).readTeamMap(
    teamId,
    schoolYear,
  );
}
