// What the leaders' pages (coverage, curriculum map, plans to review) read from the areas that
// own it, through the modules those areas expose: this area reads no plan, lesson, classroom or
// standard itself.
import {
  standardRefKey,
  type Standard,
  type TeamFrameworksModule,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  FEDERATED_MODULES,
  loadFederatedModule,
  type FederatedModuleId,
} from '@lesson-planner/shared-contracts/federation';
import {
  liveQuery,
  queryOptions,
  type Listen,
} from '@lesson-planner/shared-contracts/server-state';
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

export const coverageKeys = {
  frameworks: (teamId: string) => ['teams', teamId, 'coverage', 'frameworks'] as const,
  classrooms: (teamId: string) => ['teams', teamId, 'coverage', 'classrooms'] as const,
  standards: (teamId: string, frameworkId: string) =>
    ['teams', teamId, 'coverage', 'standards', frameworkId] as const,
  lessons: (teamId: string, schoolYear: number | null) =>
    ['teams', teamId, 'coverage', 'lessons', schoolYear ?? 'all'] as const,
};

/** One of the curriculum area's listeners, once its module has loaded. */
const fromCurriculum =
  <T>(listen: (area: TeamFrameworksModule) => Listen<T>): Listen<T> =>
  async (emit, fail) =>
    listen(await curriculumArea())(emit, fail);

// The curriculum area's inputs of the coverage, live through its own listeners: a classroom's
// standards, a framework or its standards changed by a teammate show on the open page.
export const coverageFrameworksQuery = (teamId: string) =>
  liveQuery(
    coverageKeys.frameworks(teamId),
    fromCurriculum((area) => area.listenToFrameworks(teamId)),
  );

export const coverageClassroomsQuery = (teamId: string) =>
  liveQuery(
    coverageKeys.classrooms(teamId),
    fromCurriculum((area) => area.listenToClassrooms(teamId)),
  );

export const coverageStandardsQuery = (teamId: string, frameworkId: string) =>
  liveQuery(
    coverageKeys.standards(teamId, frameworkId),
    fromCurriculum((area) => area.listenToStandards(teamId, frameworkId)),
  );

/** The placed lessons the coverage grades (the planning area's), read once per team window. */
export const coverageLessonsQuery = (teamId: string, schoolYear: number | null) =>
  queryOptions({
    queryKey: coverageKeys.lessons(teamId, schoolYear),
    queryFn: () => readTeamLessons(teamId, schoolYear),
  });

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
