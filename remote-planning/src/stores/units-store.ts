// The one-shot reads the rubric create page still makes before it reads the query layer (every
// other page reads these through useMyTeams, unitQuery and standardsByRefQuery). None throws:
// what cannot be read is none, null or no standards, which the page shows as such.
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { fetchStandardsByRef } from '../api/curriculum-reads';
import { listMyTeams, type TeamRef } from '../api/team-directory';
import { fetchUnit } from '../api/unit-reads';

const failed =
  <T>(empty: T) =>
  (error: unknown): T => {
    console.warn('A unit read for the rubric page failed', error);
    return empty;
  };

/** The user's teams; none when signed out or when they cannot be read. */
export function loadMyTeams(): Promise<TeamRef[]> {
  const uid = useSession.getState().user?.uid;
  return uid ? listMyTeams(uid).catch(failed<TeamRef[]>([])) : Promise.resolve([]);
}

/** One unit; null when it cannot be read. */
export const loadUnit = (unitId: string): Promise<Unit | null> =>
  fetchUnit(unitId).catch(failed<Unit | null>(null));

/** A unit's standards keyed by `standardRefKey`; null when they could not be read. */
export const loadUnitStandards = (
  teamId: string,
  refs: readonly StandardRef[],
): Promise<Map<string, Standard> | null> =>
  fetchStandardsByRef(teamId, refs).catch(failed<Map<string, Standard> | null>(null));
