// The units the user sees and what their forms pick from: the user's teams, the units of all of
// them, opened units, and each team's members, classrooms and standards. Cached for the team
// freshness window (10 minutes) and dropped when the user changes. Actions never throw: they
// return null, false or empty on failure and leave the reason in `errors` for 30 seconds.
import { create } from 'zustand';
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit, Unreadable } from '@lesson-planner/shared-contracts/planning';
import {
  createOperationErrors,
  needsRefetch,
  type OperationErrors,
} from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  fetchStandardsByRef,
  listTeamStandards,
  type FrameworkStandards,
} from '../api/curriculum-reads';
import { PlanningFailure, type PlanningFailureCode } from '../api/planning-failure';
import {
  fetchClassroomRef,
  listMyTeams,
  listTeamClassrooms,
  listTeamMembers,
  type ClassroomRef,
  type TeamMemberRef,
  type TeamRef,
} from '../api/team-directory';
import { editableUnitFields, type UnitInput } from '../api/unit-document';
import { fetchUnit, listUnitsOfTeams, unitPlanExists } from '../api/unit-reads';
import * as writes from '../api/unit-writes';

export type UnitOperation =
  | 'loadTeams'
  | 'loadUnits'
  | 'loadUnit'
  | 'loadMembers'
  | 'loadClassrooms'
  | 'loadClassroom'
  | 'loadStandards'
  | 'loadUnitStandards'
  | 'checkPlan'
  | 'saveUnit'
  | 'deleteUnit';

interface Cached<T> {
  data: T;
  fetchedAt: number;
}

export interface UnitsState {
  teams: Cached<TeamRef[]> | null;
  /** The units of all the user's teams, most recently changed first. */
  units: Cached<Unit[]> | null;
  /** Keyed by unit id. */
  details: Record<string, Cached<Unit>>;
  /** Keyed by team id. */
  members: Record<string, Cached<TeamMemberRef[]>>;
  /** Keyed by team id. */
  classrooms: Record<string, Cached<ClassroomRef[]>>;
  /** Keyed by team id: every framework with its standards. */
  standards: Record<string, Cached<FrameworkStandards[]>>;
  busy: Partial<Record<UnitOperation, boolean>>;
  errors: OperationErrors<UnitOperation, PlanningFailureCode>;
}

const EMPTY: UnitsState = {
  teams: null,
  units: null,
  details: {},
  members: {},
  classrooms: {},
  standards: {},
  busy: {},
  errors: {},
};

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
  useUnitsStore.setState((state) => ({ busy: { ...state.busy, [operation]: true } }));
  errors.clear(operation);
  try {
    return await work();
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error(`Unit operation ${operation} failed`, error);
    errors.set(operation, failure.code);
    return failed;
  } finally {
    useUnitsStore.setState((state) => ({ busy: { ...state.busy, [operation]: false } }));
  }
}

export interface LoadOptions {
  force?: boolean;
}

/** Reads a per-team list once per freshness window. */
function loadPerTeam<T>(
  slice: 'members' | 'classrooms' | 'standards',
  operation: UnitOperation,
  teamId: string,
  force: boolean,
  read: (teamId: string) => Promise<T[]>,
): Promise<T[]> {
  const cached = useUnitsStore.getState()[slice][teamId] as Cached<T[]> | undefined;
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run(operation, [], async () => {
    currentUid();
    const data = await read(teamId);
    useUnitsStore.setState((state) => ({ [slice]: { ...state[slice], [teamId]: cache(data) } }));
    return data;
  });
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
    const uid = currentUid();
    const teams = await listMyTeams(uid);
    const units = await listUnitsOfTeams(teams.map((team) => team.id));
    useUnitsStore.setState({ teams: cache(teams), units: cache(units) });
    return units;
  });
}

/** One unit: the opened copy, or the one in a fresh list, or a read. */
export function loadUnit(
  unitId: string,
  { force = false }: LoadOptions = {},
): Promise<Unit | null> {
  if (!force) {
    const { details, units } = useUnitsStore.getState();
    const opened = details[unitId];
    if (isFresh(opened)) return Promise.resolve(opened.data);
    const listed = isFresh(units) ? units.data.find((unit) => unit.id === unitId) : undefined;
    if (listed) return Promise.resolve(listed);
  }
  return run<Unit | null>('loadUnit', null, async () => {
    currentUid();
    const unit = await fetchUnit(unitId);
    remember(unit);
    return unit;
  });
}

export const loadTeamMembers = (teamId: string, { force = false }: LoadOptions = {}) =>
  loadPerTeam('members', 'loadMembers', teamId, force, listTeamMembers);

export const loadTeamClassrooms = (teamId: string, { force = false }: LoadOptions = {}) =>
  loadPerTeam('classrooms', 'loadClassrooms', teamId, force, listTeamClassrooms);

export const loadTeamStandards = (teamId: string, { force = false }: LoadOptions = {}) =>
  loadPerTeam('standards', 'loadStandards', teamId, force, listTeamStandards);

/** A classroom to start a unit for (the create page's ?classroomId=); null if missing. */
export function loadClassroom(classroomId: string): Promise<ClassroomRef | null> {
  return run<ClassroomRef | null>('loadClassroom', null, async () => {
    currentUid();
    return fetchClassroomRef(classroomId);
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

/** Whether the unit has its plan; null when that could not be read. Never cached: plans come
 * and go from another screen. */
export function checkUnitPlan(unitId: string): Promise<boolean | null> {
  return run<boolean | null>('checkPlan', null, async () => {
    currentUid();
    return unitPlanExists(unitId);
  });
}

/** Creates a unit the user owns; resolves its id, or null. */
export function createUnit(input: UnitInput): Promise<string | null> {
  return run<string | null>('saveUnit', null, async () => {
    const id = await writes.createUnit(input, currentUid());
    // The list holds server timestamps; read it again rather than guess.
    useUnitsStore.setState({ units: null });
    return id;
  });
}

/** Saves the edited fields of `unit` (its team never changes). */
export function updateUnit(unit: Unit, input: UnitInput): Promise<boolean> {
  return run('saveUnit', false, async () => {
    currentUid();
    await writes.updateUnit(unit.id, input);
    // Every field the form shows is written again, so nothing is left unreadable.
    const { unreadable: _written, ...saved } = unit as Unit & Partial<Unreadable>;
    remember({ ...saved, ...editableUnitFields(input), updatedAt: new Date() });
    return true;
  });
}

/** Deletes the unit and its plan; it leaves every cache at once. */
export function deleteUnit(unit: Unit): Promise<boolean> {
  return run('deleteUnit', false, async () => {
    await writes.deleteUnit(unit, currentUid());
    useUnitsStore.setState((state) => {
      const { [unit.id]: _deleted, ...details } = state.details;
      return {
        details,
        units: state.units && {
          ...state.units,
          data: state.units.data.filter((other) => other.id !== unit.id),
        },
      };
    });
    return true;
  });
}

/** A selector: the opened copy of a unit, or the one in the list. */
export const selectUnit =
  (unitId: string) =>
  (state: UnitsState): Unit | null =>
    state.details[unitId]?.data ?? state.units?.data.find((unit) => unit.id === unitId) ?? null;

/** A selector: the user's team of that id, once the teams are read. */
export const selectTeam =
  (teamId: string) =>
  (state: UnitsState): TeamRef | null =>
    state.teams?.data.find((team) => team.id === teamId) ?? null;

export const clearUnitError = (operation: UnitOperation) => errors.clear(operation);

/** Keeps every cached copy of a unit the same as the one just read or saved. */
function remember(unit: Unit) {
  useUnitsStore.setState((state) => ({
    details: { ...state.details, [unit.id]: cache(unit) },
    units: state.units && {
      ...state.units,
      data: state.units.data.map((other) => (other.id === unit.id ? unit : other)),
    },
  }));
}

// Another user's data must never show: a change of user empties every cache.
useSession.subscribe((session, previous) => {
  if (session.user?.uid === previous.user?.uid) return;
  errors.clearAll();
  useUnitsStore.setState(EMPTY);
});
