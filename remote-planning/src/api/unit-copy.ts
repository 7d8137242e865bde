// Copying a unit, through the copyUnit callable (issue 36): the server writes the copy, its plan,
// its linked or copied experiences and rubrics and its schedule in one transaction. The copy's
// id is chosen here before the first attempt, so sending the request again (a retry after a
// lost answer) finds the copy instead of making a second one.
import { collection, doc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import {
  COPY_UNIT_FUNCTION,
  type CopyUnitRequest,
  type CopyUnitResponse,
} from '@lesson-planner/shared-contracts/planning';
import { getDb, getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';

/** A new unit id, as Firestore makes them, for the copy about to be asked for. */
export async function newUnitId(): Promise<string> {
  return doc(collection(await getDb(), 'units')).id;
}

export async function copyUnit(request: CopyUnitRequest): Promise<CopyUnitResponse> {
  try {
    const call = httpsCallable<CopyUnitRequest, CopyUnitResponse>(
      await getFunctionsInstance(),
      COPY_UNIT_FUNCTION,
    );
    return (await call(request)).data;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}
