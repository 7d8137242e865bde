// The curriculum area's team data: the user's teams, each team's frameworks and each framework's
// standards, cached for the team freshness window (10 minutes) and dropped when the user
// changes. Actions never throw: they return null, false or empty on failure and leave the
// reason in `errors`, cleared after 30 seconds as for teams.
import { create } from 'zustand';
import type {
  Framework,
  Standard,
  StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  createOperationErrors,
  needsRefetch,
  type OperationErrors,
} from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { CurriculumFailure, type CurriculumFailureCode } from '../api/curriculum-failure';
import { fetchTeamRef, listMyTeams, type TeamRef } from '../api/team-directory';
import { listFrameworks, listStandards } from '../api/framework-reads';
import * as writes from '../api/framework-writes';
import { importStandards, type ImportOutcome, type ImportProgress } from '../api/standards-import';

export type CurriculumOperation =
  | 'loadTeams'
  | 'loadTeamCurriculum'
  | 'loadStandards'
  | 'saveFramework'
  | 'deleteFramework'
  | 'saveStandard'
  | 'deleteStandard'
  | 'importStandards';

interface Cached<T> {
  data: T;
  fetchedAt: number;
}

export interface TeamCurriculum {
  team: TeamRef;
  frameworks: Framework[];
}

export interface CurriculumState {
  teams: Cached<TeamRef[]> | null;
  curricula: Record<string, Cached<TeamCurriculum>>;
  /** Keyed by `${teamId}/${frameworkId}`. */
  standards: Record<string, Cached<Standard[]>>;
  busy: Partial<Record<CurriculumOperation, boolean>>;
  errors: OperationErrors<CurriculumOperation, CurriculumFailureCode>;
}

const EMPTY: CurriculumState = { teams: null, curricula: {}, standards: {}, busy: {}, errors: {} };

export const useCurriculumStore = create<CurriculumState>()(() => EMPTY);

const errors = createOperationErrors<CurriculumOperation, CurriculumFailureCode>((next) =>
  useCurriculumStore.setState({ errors: next }),
);

export const standardsKey = (teamId: string, frameworkId: string) => `${teamId}/${frameworkId}`;

const isFresh = (cached: Cached<unknown> | undefined | null): cached is Cached<unknown> =>
  cached != null && !needsRefetch('team', cached.fetchedAt, Date.now());

function currentUid(): string {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new CurriculumFailure('notSignedIn');
  return uid;
}

async function run<T>(
  operation: CurriculumOperation,
  failed: T,
  work: () => Promise<T>,
): Promise<T> {
  useCurriculumStore.setState((state) => ({ busy: { ...state.busy, [operation]: true } }));
  errors.clear(operation);
  try {
    return await work();
  } catch (error) {
    const failure = CurriculumFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error(`Curriculum operation ${operation} failed`, error);
    errors.set(operation, failure.code);
    return failed;
  } finally {
    useCurriculumStore.setState((state) => ({ busy: { ...state.busy, [operation]: false } }));
  }
}

export interface LoadOptions {
  force?: boolean;
}

export function loadMyTeams({ force = false }: LoadOptions = {}): Promise<TeamRef[]> {
  const cached = useCurriculumStore.getState().teams;
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run('loadTeams', [], async () => {
    const teams = await listMyTeams(currentUid());
    useCurriculumStore.setState({ teams: { data: teams, fetchedAt: Date.now() } });
    return teams;
  });
}

/** A team and its frameworks; only its members may open it. */
export function loadTeamCurriculum(
  teamId: string,
  { force = false }: LoadOptions = {},
): Promise<TeamCurriculum | null> {
  const cached = useCurriculumStore.getState().curricula[teamId];
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run<TeamCurriculum | null>('loadTeamCurriculum', null, async () => {
    const team = await fetchTeamRef(teamId, currentUid());
    const frameworks = await listFrameworks(teamId);
    const curriculum = { team, frameworks };
    useCurriculumStore.setState((state) => ({
      curricula: { ...state.curricula, [teamId]: { data: curriculum, fetchedAt: Date.now() } },
    }));
    return curriculum;
  });
}

export function loadStandards(
  teamId: string,
  frameworkId: string,
  { force = false }: LoadOptions = {},
): Promise<Standard[]> {
  const key = standardsKey(teamId, frameworkId);
  const cached = useCurriculumStore.getState().standards[key];
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run('loadStandards', [], async () => {
    const standards = await listStandards(teamId, frameworkId);
    useCurriculumStore.setState((state) => ({
      standards: { ...state.standards, [key]: { data: standards, fetchedAt: Date.now() } },
    }));
    return standards;
  });
}

/** Every framework of a team with its standards (pickers, a classroom's curriculum). */
export async function loadTeamStandards(
  teamId: string,
): Promise<Array<{ framework: Framework; standards: Standard[] }> | null> {
  const curriculum = await loadTeamCurriculum(teamId);
  if (!curriculum) return null;
  return Promise.all(
    curriculum.frameworks.map(async (framework) => ({
      framework,
      standards: await loadStandards(teamId, framework.id),
    })),
  );
}

export function createFramework(teamId: string, fields: writes.FrameworkFields) {
  return run<string | null>('saveFramework', null, async () => {
    const id = await writes.createFramework(teamId, currentUid(), fields);
    await loadTeamCurriculum(teamId, { force: true });
    return id;
  });
}

export function updateFramework(
  teamId: string,
  frameworkId: string,
  fields: writes.FrameworkFields,
) {
  return run('saveFramework', false, async () => {
    await writes.updateFramework(teamId, frameworkId, fields);
    await loadTeamCurriculum(teamId, { force: true });
    return true;
  });
}

export function deleteFramework(teamId: string, frameworkId: string) {
  return run('deleteFramework', false, async () => {
    await writes.deleteFramework(teamId, frameworkId);
    useCurriculumStore.setState((state) => {
      const { [standardsKey(teamId, frameworkId)]: _deleted, ...standards } = state.standards;
      return { standards };
    });
    await loadTeamCurriculum(teamId, { force: true });
    return true;
  });
}

export function saveStandard(
  teamId: string,
  frameworkId: string,
  fields: StandardFields,
  previous?: Standard,
) {
  return run('saveStandard', false, async () => {
    const current = useCurriculumStore.getState().standards[standardsKey(teamId, frameworkId)];
    const order = previous?.order ?? nextOrder(current?.data ?? []);
    await writes.saveStandard(teamId, frameworkId, fields, { previous, order });
    await loadStandards(teamId, frameworkId, { force: true });
    return true;
  });
}

export function deleteStandard(teamId: string, frameworkId: string, standardId: string) {
  return run('deleteStandard', false, async () => {
    await writes.deleteStandard(teamId, frameworkId, standardId);
    await loadStandards(teamId, frameworkId, { force: true });
    return true;
  });
}

/**
 * Imports rows after the framework's current standards. Resolves what was written even when a
 * batch failed part-way (the failure is also kept in `errors.importStandards`).
 */
export function runImport(
  teamId: string,
  frameworkId: string,
  rows: readonly StandardFields[],
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportOutcome> {
  return run<ImportOutcome>('importStandards', { savedRows: [], failure: null }, async () => {
    const existing = await listStandards(teamId, frameworkId);
    const outcome = await importStandards(teamId, frameworkId, rows, {
      firstOrder: nextOrder(existing),
      existingOrder: new Map(existing.map((standard) => [standard.id, standard.order])),
      onProgress,
    });
    await loadStandards(teamId, frameworkId, { force: true });
    if (outcome.failure) errors.set('importStandards', outcome.failure.code);
    return outcome;
  });
}

const nextOrder = (standards: readonly Standard[]): number =>
  standards.reduce((max, standard) => Math.max(max, standard.order + 1), 0);

export const clearCurriculumError = (operation: CurriculumOperation) => errors.clear(operation);

// Another user's data must never show: a change of user empties every cache.
useSession.subscribe((session, previous) => {
  if (session.user?.uid === previous.user?.uid) return;
  errors.clearAll();
  useCurriculumStore.setState(EMPTY);
});
