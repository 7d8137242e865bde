// The team's exemplar units (`teams/{teamId}/exemplars/{unitId}`, issue 36): its leaders mark
// them, every member reads them. The rules check who marks and that the unit is the team's.
import { collection, deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from './planning-failure';

export async function setExemplar(
  teamId: string,
  unitId: string,
  exemplar: boolean,
  uid: string,
): Promise<void> {
  const db = await getDb();
  const ref = doc(db, 'teams', teamId, 'exemplars', unitId);
  await (
    exemplar ? setDoc(ref, { markedBy: uid, markedAt: serverTimestamp() }) : deleteDoc(ref)
  ).catch((error: unknown) => {
    throw PlanningFailure.from(error);
  });
}

export const exemplarKeys = {
  ofTeam: (teamId: string) => ['planning', 'exemplars', teamId] as const,
};

/** The ids of the team's exemplar units, live: a leader marks one while others browse. */
export const teamExemplarsQuery = (teamId: string) =>
  liveQuery(
    exemplarKeys.ofTeam(teamId),
    listenToQuery(
      (db) => collection(db, 'teams', teamId, 'exemplars'),
      (snapshot): ReadonlySet<string> => new Set(snapshot.docs.map((exemplar) => exemplar.id)),
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );
