/** @jest-environment node */
// The units store's own behaviour: freshness, failures as codes with empty results, cache
// updates after writes and the reset on a change of user. The data layer under it is replaced.
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { fetchStandardsByRef, listTeamStandards } from '../api/curriculum-reads';
import { PlanningFailure } from '../api/planning-failure';
import { listMyTeams, listTeamMembers } from '../api/team-directory';
import type { UnitInput } from '../api/unit-document';
import { fetchUnit, listUnitsOfTeams, unitPlanExists } from '../api/unit-reads';
import * as writes from '../api/unit-writes';
import {
  checkUnitPlan,
  createUnit,
  deleteUnit,
  loadMyTeams,
  loadTeamMembers,
  loadTeamStandards,
  loadUnit,
  loadUnitStandards,
  loadUnits,
  selectUnit,
  updateUnit,
  useUnitsStore,
} from './units-store';

jest.mock('../api/curriculum-reads');
jest.mock('../api/team-directory');
jest.mock('../api/unit-reads');
jest.mock('../api/unit-writes');

const listTeams = jest.mocked(listMyTeams);
const listUnits = jest.mocked(listUnitsOfTeams);
const fetchOne = jest.mocked(fetchUnit);
const planExists = jest.mocked(unitPlanExists);
const listMembers = jest.mocked(listTeamMembers);
const listStandards = jest.mocked(listTeamStandards);
const fetchByRef = jest.mocked(fetchStandardsByRef);
const create = jest.mocked(writes.createUnit);
const update = jest.mocked(writes.updateUnit);
const remove = jest.mocked(writes.deleteUnit);

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

const inputOf = ({
  id: _id,
  ownerId: _owner,
  createdAt: _created,
  updatedAt: _updated,
  ...input
}: Unit): UnitInput => input;

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
    expect(selectUnit('u1')(useUnitsStore.getState())).toEqual(unit());
  });

  it('caches an opened unit and each team’s members and standards', async () => {
    fetchOne.mockResolvedValue(unit({ id: 'u2' }));
    listMembers.mockResolvedValue([{ userId: 'me', name: 'Mai' }]);
    listStandards.mockResolvedValue([]);
    for (let i = 0; i < 2; i++) {
      await loadUnit('u2');
      await loadTeamMembers('t1');
      await loadTeamStandards('t1');
    }
    expect(fetchOne).toHaveBeenCalledTimes(1);
    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(listStandards).toHaveBeenCalledTimes(1);
    expect(useUnitsStore.getState().members.t1?.data).toEqual([{ userId: 'me', name: 'Mai' }]);
  });

  it('asks whether a plan exists every time (plans are made on another screen)', async () => {
    planExists.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await expect(checkUnitPlan('u1')).resolves.toBe(false);
    await expect(checkUnitPlan('u1')).resolves.toBe(true);
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
    expect(state.busy.loadUnits).toBe(false);
    jest.advanceTimersByTime(30_000);
    expect(useUnitsStore.getState().errors.loadUnits).toBeUndefined();
  });

  it('a unit that cannot be opened resolves null with the reason', async () => {
    fetchOne.mockRejectedValue(new PlanningFailure('unitNotFound'));
    await expect(loadUnit('gone')).resolves.toBeNull();
    expect(useUnitsStore.getState().errors.loadUnit).toBe('unitNotFound');
  });

  it('maps an unexpected error to unknown', async () => {
    listMembers.mockRejectedValue(new Error('boom'));
    await expect(loadTeamMembers('t1')).resolves.toEqual([]);
    expect(useUnitsStore.getState().errors.loadMembers).toBe('unknown');
  });

  it('refuses without a signed-in user', async () => {
    useSession.setState({ status: 'signed-out', user: null });
    await expect(loadUnits()).resolves.toBeNull();
    expect(useUnitsStore.getState().errors.loadUnits).toBe('notSignedIn');
    expect(listTeams).not.toHaveBeenCalled();
  });

  it('refused writes resolve null or false with the reason, each under its operation', async () => {
    create.mockRejectedValue(new PlanningFailure('permissionDenied'));
    await expect(createUnit(inputOf(unit()))).resolves.toBeNull();
    expect(useUnitsStore.getState().errors.saveUnit).toBe('permissionDenied');

    remove.mockRejectedValue(new PlanningFailure('network'));
    await expect(deleteUnit(unit())).resolves.toBe(false);
    expect(useUnitsStore.getState().errors).toEqual({
      saveUnit: 'permissionDenied',
      deleteUnit: 'network',
    });
  });
});

describe('writes keep the caches true', () => {
  it('creating resolves the new id, owned by me, and drops the list', async () => {
    listUnits.mockResolvedValue([unit()]);
    await loadUnits();
    create.mockResolvedValue('u9');
    await expect(createUnit(inputOf(unit({ title: 'New' })))).resolves.toBe('u9');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'New' }), 'me');
    expect(useUnitsStore.getState().units).toBeNull();
  });

  it('an edit shows at once in the list and the opened copy, as it was written', async () => {
    listUnits.mockResolvedValue([unit()]);
    await loadUnits();
    update.mockResolvedValue();
    const edited = {
      ...inputOf(unit()),
      title: '  Fractions and decimals ',
      bigIdeas: ['', ' x '],
    };
    await expect(updateUnit(unit(), edited)).resolves.toBe(true);
    expect(update).toHaveBeenCalledWith('u1', edited);
    const state = useUnitsStore.getState();
    expect(state.units?.data[0]).toMatchObject({
      title: 'Fractions and decimals',
      bigIdeas: ['x'],
    });
    expect(state.details.u1?.data.updatedAt).toEqual(new Date('2026-11-22T10:00:00Z'));
  });

  it('a deleted unit leaves the list and the opened copies', async () => {
    listUnits.mockResolvedValue([unit(), unit({ id: 'u2' })]);
    await loadUnits();
    fetchOne.mockResolvedValue(unit());
    await loadUnit('u1', { force: true });
    remove.mockResolvedValue();
    await expect(deleteUnit(unit())).resolves.toBe(true);
    expect(remove).toHaveBeenCalledWith(unit(), 'me');
    const state = useUnitsStore.getState();
    expect(state.units?.data.map((u) => u.id)).toEqual(['u2']);
    expect(selectUnit('u1')(state)).toBeNull();
  });
});

it('a change of user empties every cache and error', async () => {
  listUnits.mockResolvedValue([unit()]);
  listMembers.mockResolvedValue([{ userId: 'me', name: 'Mai' }]);
  fetchOne.mockRejectedValue(new PlanningFailure('unitNotFound'));
  await loadUnits();
  await loadTeamMembers('t1');
  await loadUnit('other');

  signIn('someone-else');
  const state = useUnitsStore.getState();
  expect(state.units).toBeNull();
  expect(state.teams).toBeNull();
  expect(state.members).toEqual({});
  expect(state.errors).toEqual({});
});
