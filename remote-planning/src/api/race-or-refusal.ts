// Writes the rules guard with what is stored (whether a unit being deleted has a plan) are
// refused with permission-denied when someone else wrote in between: the rules see the new
// state before the writer could look again. Reading the document again tells such a lost race
// from a real refusal, so the teacher gets the race's own message, never "no permission".
import { getDoc, type DocumentReference, type DocumentSnapshot } from 'firebase/firestore';
import { PlanningFailure, type PlanningFailureCode } from './planning-failure';

/**
 * The failure `error` stands for: when it is a permission refusal and `lostRace` names a race in
 * the document as it is stored now, that race; otherwise the refusal (or the error) as it is.
 */
export async function raceOrRefusal(
  ref: DocumentReference,
  error: unknown,
  lostRace: (stored: DocumentSnapshot) => PlanningFailureCode | null,
): Promise<PlanningFailure> {
  const failure = PlanningFailure.from(error);
  if (failure.code !== 'permissionDenied') return failure;
  const stored = await getDoc(ref).catch(() => null);
  const race = stored ? lostRace(stored) : null;
  return race ? new PlanningFailure(race, { cause: error }) : failure;
}
