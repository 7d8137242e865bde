// Reads of a team's standards frameworks (teams/{teamId}/frameworks/{id}/standards/{id}).
import { collection, getDocs, orderBy, query, type QuerySnapshot } from 'firebase/firestore';
import {
  byFrameworkOrder,
  type Framework,
  type Standard,
} from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { CurriculumFailure } from './curriculum-failure';
import { toFramework, toStandard } from './codec';

const denied = (error: unknown): never => {
  throw CurriculumFailure.from(error, 'notMember');
};

const frameworksOf = (teamId: string, snapshot: QuerySnapshot): Framework[] =>
  snapshot.docs
    .map((framework) => toFramework(framework.id, teamId, framework.data()))
    .sort((a, b) => a.name.localeCompare(b.name));

const standardsOf = (snapshot: QuerySnapshot): Standard[] =>
  snapshot.docs.map((standard) => toStandard(standard.id, standard.data())).sort(byFrameworkOrder);

export async function listFrameworks(teamId: string): Promise<Framework[]> {
  const db = await getDb();
  const snapshot = await getDocs(collection(db, 'teams', teamId, 'frameworks')).catch(denied);
  return frameworksOf(teamId, snapshot);
}

/** Every standard of a framework in framework order. */
export async function listStandards(teamId: string, frameworkId: string): Promise<Standard[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(
      collection(db, 'teams', teamId, 'frameworks', frameworkId, 'standards'),
      orderBy('order'),
    ),
  ).catch(denied);
  return standardsOf(snapshot);
}

export const frameworkKeys = {
  ofTeam: (teamId: string) => ['curriculum', 'frameworks', teamId] as const,
  standards: (teamId: string, frameworkId: string) =>
    ['curriculum', 'frameworks', teamId, frameworkId, 'standards'] as const,
};

const notMember = (error: unknown) => CurriculumFailure.from(error, 'notMember');

export const listenToFrameworks = (teamId: string) =>
  listenToQuery(
    (db) => collection(db, 'teams', teamId, 'frameworks'),
    (snapshot) => frameworksOf(teamId, snapshot),
    notMember,
  );

export const listenToStandards = (teamId: string, frameworkId: string) =>
  listenToQuery(
    (db) =>
      query(
        collection(db, 'teams', teamId, 'frameworks', frameworkId, 'standards'),
        orderBy('order'),
      ),
    standardsOf,
    notMember,
  );

/** A team's frameworks by name, live: a leader's new or edited framework shows at once. */
export const teamFrameworksQuery = (teamId: string) =>
  liveQuery(frameworkKeys.ofTeam(teamId), listenToFrameworks(teamId));

/** A framework's standards in framework order, live. */
export const frameworkStandardsQuery = (teamId: string, frameworkId: string) =>
  liveQuery(frameworkKeys.standards(teamId, frameworkId), listenToStandards(teamId, frameworkId));
