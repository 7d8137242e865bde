// Accept of a unit planned with AI for a classroom: the server writes the unit (under the title
// the teacher gave it), its plan and its schedule from its own copy of the draft, in one
// transaction. Any failure is a PlanningFailure
// (scheduleConflict when the classroom's schedule changed meanwhile).
import { httpsCallable } from 'firebase/functions';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import {
  ACCEPT_CLASSROOM_UNIT_FUNCTION,
  type AcceptClassroomUnitRequest,
  type AcceptClassroomUnitResponse,
} from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure } from './planning-failure';

export async function acceptClassroomUnit(
  request: AcceptClassroomUnitRequest,
): Promise<AcceptClassroomUnitResponse> {
  try {
    const call = httpsCallable<AcceptClassroomUnitRequest, AcceptClassroomUnitResponse>(
      await getFunctionsInstance(),
      ACCEPT_CLASSROOM_UNIT_FUNCTION,
    );
    return (await call(request)).data;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}
