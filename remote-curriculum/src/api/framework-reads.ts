// Reads of a team's standards frameworks (teams/{teamId}/frameworks/{id}/standards/{id}).
import { collection, doc, getDoc, getDocs, orderBy, query } from 'firebase/firestore';
import {
  byFrameworkOrder,
  type Framework,
  type Standard,
} from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { CurriculumFailure } from './curriculum-failure';
import { toFramework, toStandard } from './codec';

const denied = (error: unknown): never => {
  throw CurriculumFailure.from(error, 'notMember');
};

export async function listFrameworks(teamId: string): Promise<Framework[]> {
  const db = await getDb();
  const snapshot = await getDocs(collection(db, 'teams', teamId, 'frameworks')).catch(denied);
  return snapshot.docs
    .map((framework) => toFramework(framework.id, teamId, framework.data()))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function fetchFramework(teamId: string, frameworkId: string): Promise<Framework> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'teams', teamId, 'frameworks', frameworkId)).catch(denied);
  if (!snapshot.exists()) throw new CurriculumFailure('frameworkNotFound');
  return toFramework(snapshot.id, teamId, snapshot.data());
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
  return snapshot.docs
    .map((standard) => toStandard(standard.id, standard.data()))
    .sort(byFrameworkOrder);
}
