// What the experiences and rubrics pages still read through a store: the user's teams and the
// units of all of them (cached for the team freshness window, dropped when the user changes),
// one unit, and a unit's standards. Every other page reads these through the query layer
// (useMyTeams, useMyUnits, unitQuery, standardsByRefQuery); this store goes once those pages do.
// Actions never throw: they return null or empty on failure and leave the reason in `errors`
// for 30 seconds.
import { create } from 'zustand';
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import {
  createOperationErrors,
  needsRefetch,
  type OperationErrors,
} from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { fetchStandardsByRef } from '../api/curriculum-reads';
import { PlanningFailure, type PlanningFailureCode } from '../api/planning-failure';
import { listMyTeams, type TeamRef } from '../api/team-directory';
import { fetchUnit, listUnitsOfTeams } from '../api/unit-reads';

export type UnitOperation = 'loadTeams' | 'loadUnits' | 'loadUnit' | 'loadUnitStandards';

interface Cached<T> {
  data: T;
  fetchedAt: number;
}

export interface UnitsState {
  teams: Cached<TeamRef[]> | null;
  /** The units of all the user's teams, most recently changed first. */
  units: Cached<Unit[]> | null;
  errors: OperationErrors<UnitOperation, PlanningFailureCode>;
}

const EMPTY: UnitsState = { teams: null, units: null, errors: {} };

export const useUnitsStore = create<UnitsState>()(() => EMPTY);

const errors = createOperationErrors<UnitOperation, PlanningFailureCode>((next) =>
  useUnitsStore.setState({ errors: next }),
);

const isFresh = <T>(cached: Cached<T> | undefined | null): cached is Cached<T> =>
  cached != null && !needsRefetch('team', cached.fetchedAt, Date.now());

const cache = <T>(data: T): Cached<T> => ({ data, fetchedAt: Date.now() });

function currentUid(): string {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new PlanningFailure('notSignedIn');
  return uid;
}

async function run<T>(operation: UnitOperation, failed: T, work: () => Promise<T>): Promise<T> {
  errors.clear(operation);
  try {
    return await work();
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error(`Unit operation ${operation} failed`, error);
    errors.set(operation, failure.code);
    return failed;
  }
}

export interface LoadOptions {
  force?: boolean;
}

export function loadMyTeams({ force = false }: LoadOptions = {}): Promise<TeamRef[]> {
  const cached = useUnitsStore.getState().teams;
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run('loadTeams', [], async () => {
    const teams = await listMyTeams(currentUid());
    useUnitsStore.setState({ teams: cache(teams) });
    return teams;
  });
}

/** The units of every team the user is in; null when they could not be read. */
export function loadUnits({ force = false }: LoadOptions = {}): Promise<Unit[] | null> {
  const cached = useUnitsStore.getState().units;
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run<Unit[] | null>('loadUnits', null, async () => {
    const teams = await listMyTeams(currentUid());
    const units = await listUnitsOfTeams(teams.map((team) => team.id));
    useUnitsStore.setState({ teams: cache(teams), units: cache(units) });
    return units;
  });
}

/** One unit: the one in a fresh list, or a read. */
export function loadUnit(unitId: string): Promise<Unit | null> {
  const { units } = useUnitsStore.getState();
  const listed = isFresh(units) ? units.data.find((unit) => unit.id === unitId) : undefined;
  if (listed) return Promise.resolve(listed);
  return run<Unit | null>('loadUnit', null, async () => {
    currentUid();
    return fetchUnit(unitId);
  });
}

/** A unit's standards keyed by `standardRefKey`; null when they could not be read. */
export function loadUnitStandards(
  teamId: string,
  refs: readonly StandardRef[],
): Promise<Map<string, Standard> | null> {
  return run<Map<string, Standard> | null>('loadUnitStandards', null, async () => {
    currentUid();
    return fetchStandardsByRef(teamId, refs);
  });
}

/** A selector: the user's team of that id, once the teams are read. */
export const selectTeam =
  (teamId: string) =>
  (state: UnitsState): TeamRef | null =>
    state.teams?.data.find((team) => team.id === teamId) ?? null;

// Another user's data must never show: a change of user empties every cache.
useSession.subscribe((session, previous) => {
  if (session.user?.uid === previous.user?.uid) return;
  errors.clearAll();
  useUnitsStore.setState(EMPTY);
});
