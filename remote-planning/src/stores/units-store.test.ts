/** @jest-environment node */
// The units store's own behaviour (what the experiences and rubrics pages still read through it):
// freshness, failures as codes with empty results and the reset on a change of user. The data
// layer under it is replaced.
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { fetchStandardsByRef } from '../api/curriculum-reads';
import { PlanningFailure } from '../api/planning-failure';
import { listMyTeams } from '../api/team-directory';
import { fetchUnit, listUnitsOfTeams } from '../api/unit-reads';
import {
  loadMyTeams,
  loadUnit,
  loadUnitStandards,
  loadUnits,
  selectTeam,
  useUnitsStore,
} from './units-store';

jest.mock('../api/curriculum-reads');
jest.mock('../api/team-directory');
jest.mock('../api/unit-reads');

const listTeams = jest.mocked(listMyTeams);
const listUnits = jest.mocked(listUnitsOfTeams);
const fetchOne = jest.mocked(fetchUnit);
const fetchByRef = jest.mocked(fetchStandardsByRef);

const unit = (overrides: Partial<Unit> = {}): Unit => ({
  id: 'u1',
  title: 'Fractions',
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: '2026-09-07',
  weeks: 4,
  bigIdeas: ['Parts of a whole'],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
  ...overrides,
});

const signIn = (uid: string) => useSession.setState(signedInAs(uid));

const team = { id: 't1', name: 'Grade 5', isLeader: false };

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  signIn('me');
  listTeams.mockResolvedValue([team, { id: 't2', name: 'Science', isLeader: true }]);
});

afterEach(() => {
  // Signing out empties the store, so each test starts from nothing.
  useSession.setState({ status: 'signed-out', user: null });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('reading', () => {
  it('lists the units of every team of mine, and remembers the teams', async () => {
    listUnits.mockResolvedValue([unit()]);
    await expect(loadUnits()).resolves.toEqual([unit()]);
    expect(listTeams).toHaveBeenCalledWith('me');
    expect(listUnits).toHaveBeenCalledWith(['t1', 't2']);
    expect(useUnitsStore.getState().teams?.data).toHaveLength(2);
    // The teams came with the units: no second read within the window.
    await loadMyTeams();
    expect(listTeams).toHaveBeenCalledTimes(1);
  });

  it('serves the list from the cache for 10 minutes and reads again after', async () => {
    listUnits.mockResolvedValue([unit()]);
    await loadUnits();
    jest.advanceTimersByTime(9 * 60_000);
    await loadUnits();
    expect(listUnits).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    await loadUnits();
    expect(listUnits).toHaveBeenCalledTimes(2);
    await loadUnits({ force: true });
    expect(listUnits).toHaveBeenCalledTimes(3);
  });

  it('opens a unit from the fresh list without reading it again', async () => {
    listUnits.mockResolvedValue([unit()]);
    await loadUnits();
    await expect(loadUnit('u1')).resolves.toEqual(unit());
    expect(fetchOne).not.toHaveBeenCalled();
    expect(selectTeam('t2')(useUnitsStore.getState())?.isLeader).toBe(true);
  });

  it('reads a unit’s standards by reference', async () => {
    const refs = [{ frameworkId: 'f1', standardId: 's1' }];
    fetchByRef.mockResolvedValue(new Map());
    await expect(loadUnitStandards('t1', refs)).resolves.toEqual(new Map());
    expect(fetchByRef).toHaveBeenCalledWith('t1', refs);
  });
});

describe('failures', () => {
  it('a failed list resolves null and keeps the reason for 30 seconds', async () => {
    listUnits.mockRejectedValue(new PlanningFailure('network'));
    await expect(loadUnits()).resolves.toBeNull();
    const state = useUnitsStore.getState();
    expect(state.errors.loadUnits).toBe('network');
    expect(state.units).toBeNull();
    jest.advanceTimersByTime(30_000);
    expect(useUnitsStore.getState().errors.loadUnits).toBeUndefined();
  });

  it('a unit that cannot be opened resolves null with the reason', async () => {
    fetchOne.mockRejectedValue(new PlanningFailure('unitNotFound'));
    await expect(loadUnit('gone')).resolves.toBeNull();
    expect(useUnitsStore.getState().errors.loadUnit).toBe('unitNotFound');
  });

  it('refuses without a signed-in user', async () => {
    useSession.setState({ status: 'signed-out', user: null });
    await expect(loadUnits()).resolves.toBeNull();
    expect(useUnitsStore.getState().errors.loadUnits).toBe('notSignedIn');
    expect(listTeams).not.toHaveBeenCalled();
  });
});

it('a change of user empties every cache and error', async () => {
  listUnits.mockResolvedValue([unit()]);
  fetchOne.mockRejectedValue(new PlanningFailure('unitNotFound'));
  await loadUnits();
  await loadUnit('other');

  signIn('someone-else');
  const state = useUnitsStore.getState();
  expect(state.units).toBeNull();
  expect(state.teams).toBeNull();
  expect(state.errors).toEqual({});
});
