// Reads of rubrics (top-level `rubrics`). The rules let the members of a rubric's team read it
// and allow the list queries below (by team, or by team and linked unit).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  where,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Rubric } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { toRubric } from './codec';
import { PlanningFailure } from './planning-failure';

/** A refused read and a missing rubric both mean "not found or not yours" to the user. */
export async function fetchRubric(rubricId: string): Promise<Rubric> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'rubrics', rubricId)).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'rubricNotFound');
  });
  if (!snapshot.exists()) throw new PlanningFailure('rubricNotFound');
  return toRubric(snapshot.id, snapshot.data());
}

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

/**
 * One rubric as it is saved, live: `emit` with each saved version (the first at once). A rubric
 * deleted or no longer readable stops the reading; the editor keeps its copy.
 */
export async function watchRubric(
  rubricId: string,
  emit: (rubric: Rubric) => void,
): Promise<() => void> {
  const db = await getDb();
  return onSnapshot(
    doc(db, 'rubrics', rubricId),
    (snapshot) => {
      if (!snapshot.exists()) return;
      try {
        emit(toRubric(snapshot.id, snapshot.data()));
      } catch (error) {
        console.warn(`Rubric ${rubricId} is malformed as saved; the editor keeps its copy`, error);
      }
    },
    (error) => console.warn(`Stopped following rubric ${rubricId}`, error),
  );
}

export const rubricKeys = {
  all: ['rubrics'] as const,
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
