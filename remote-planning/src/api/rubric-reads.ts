// Reads of rubrics (top-level `rubrics`). The rules let the members of a rubric's team read it
// and allow the list queries below (by team, or by team and linked unit).
import {
  collection,
  doc,
  getDocs,
  query,
  where,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Rubric } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToDoc,
  listenToQuery,
  liveQuery,
} from '@lesson-planner/shared-contracts/server-state';
import { toRubric } from './codec';
import { PlanningFailure } from './planning-failure';

async function rubricsOf(rubrics: Query): Promise<Rubric[]> {
  const snapshot = await getDocs(rubrics).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'notMember');
  });
  return readRubrics(snapshot);
}

/** A malformed rubric is skipped (and logged), not the list. */
function readRubrics(snapshot: QuerySnapshot): Rubric[] {
  const list: Rubric[] = [];
  for (const rubric of snapshot.docs) {
    try {
      list.push(toRubric(rubric.id, rubric.data()));
    } catch (error) {
      console.warn(`Rubric ${rubric.id} is malformed and is not listed`, error);
    }
  }
  return list;
}

/** The rubrics of these teams (one query each), most recently updated first. */
export async function listRubricsOfTeams(teamIds: readonly string[]): Promise<Rubric[]> {
  const db = await getDb();
  const perTeam = await Promise.all(
    [...new Set(teamIds)].map((teamId) =>
      rubricsOf(query(collection(db, 'rubrics'), where('teamId', '==', teamId))),
    ),
  );
  return perTeam.flat().sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/** The rubrics of the unit's team that are linked to the unit. */
export async function listUnitRubrics(unit: { id: string; teamId: string }): Promise<Rubric[]> {
  const db = await getDb();
  return rubricsOf(
    query(
      collection(db, 'rubrics'),
      where('teamId', '==', unit.teamId),
      where('unitIds', 'array-contains', unit.id),
    ),
  );
}

export const rubricKeys = {
  all: ['rubrics'] as const,
  ofTeam: (teamId: string) => ['rubrics', 'team', teamId] as const,
  detail: (rubricId: string) => ['rubrics', 'detail', rubricId] as const,
  ofUnit: (teamId: string, unitId: string) => ['rubrics', 'team', teamId, 'unit', unitId] as const,
};

/** The rubrics linked to a unit, live. */
export const unitRubricsQuery = (unit: { id: string; teamId: string }) =>
  liveQuery(
    rubricKeys.ofUnit(unit.teamId, unit.id),
    listenToQuery(
      (db) =>
        query(
          collection(db, 'rubrics'),
          where('teamId', '==', unit.teamId),
          where('unitIds', 'array-contains', unit.id),
        ),
      readRubrics,
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );

const byLastUpdate = (a: Rubric, b: Rubric) => b.updatedAt.getTime() - a.updatedAt.getTime();

/** A team's rubrics, live, most recently updated first. */
export const teamRubricsQuery = (teamId: string) =>
  liveQuery(
    rubricKeys.ofTeam(teamId),
    listenToQuery(
      (db) => query(collection(db, 'rubrics'), where('teamId', '==', teamId)),
      (snapshot) => readRubrics(snapshot).sort(byLastUpdate),
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );

/**
 * One rubric, live: each saved version as it is written (the editor brings each into its copy).
 * Deleted, never there or not the user's team's reads as rubricNotFound.
 */
export const rubricQuery = (rubricId: string) =>
  liveQuery(
    rubricKeys.detail(rubricId),
    listenToDoc(
      (db) => doc(db, 'rubrics', rubricId),
      (snapshot) => {
        if (!snapshot.exists()) throw new PlanningFailure('rubricNotFound');
        return toRubric(snapshot.id, snapshot.data());
      },
      (error) => PlanningFailure.from(error, 'rubricNotFound'),
    ),
  );
