/** @jest-environment node */
// The classrooms store's own behaviour: freshness, failures as codes with empty results, cache
// updates after writes and the reset on a change of user. The data layer under it is replaced.
import type { Classroom, ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { fetchClassroom, listMyClassrooms, listTeamClassrooms } from '../api/classroom-reads';
import * as writes from '../api/classroom-writes';
import { CurriculumFailure } from '../api/curriculum-failure';
import { listTeamMembers } from '../api/team-directory';
import {
  createClassroom,
  loadClassroom,
  loadMyClassrooms,
  loadTeamClassrooms,
  loadTeamMembers,
  selectClassroom,
  setArchived,
  updateClassroom,
  useClassroomsStore,
} from './classrooms-store';

jest.mock('../api/classroom-reads');
jest.mock('../api/team-directory');
jest.mock('../api/classroom-writes');

const listMine = jest.mocked(listMyClassrooms);
const listTeam = jest.mocked(listTeamClassrooms);
const fetchOne = jest.mocked(fetchClassroom);
const listMembers = jest.mocked(listTeamMembers);
const create = jest.mocked(writes.createClassroom);
const update = jest.mocked(writes.updateClassroom);
const archive = jest.mocked(writes.setClassroomArchived);

const classroom = (overrides: Partial<Classroom> = {}): Classroom => ({
  id: 'c1',
  name: '5A Mathematics',
  subject: 'Mathematics',
  gradeLevel: '5',
  academicYear: '2026–2027',
  teamId: 't1',
  ownerId: 'me',
  teacherIds: ['me'],
  standards: [],
  archived: false,
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
  ...overrides,
});

const fieldsOf = (room: Classroom): ClassroomFields => ({
  name: room.name,
  subject: room.subject,
  gradeLevel: room.gradeLevel,
  academicYear: room.academicYear,
  teamId: room.teamId,
  teacherIds: room.teacherIds,
  standards: room.standards,
});

const signIn = (uid: string) => useSession.setState(signedInAs(uid));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  signIn('me');
});

afterEach(() => {
  // Signing out empties the store, so each test starts from nothing.
  useSession.setState({ status: 'signed-out', user: null });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('freshness (10 minutes)', () => {
  it('serves my classrooms from the cache within 10 minutes and reads again after', async () => {
    listMine.mockResolvedValue([classroom()]);
    await loadMyClassrooms();
    jest.advanceTimersByTime(9 * 60_000);
    await expect(loadMyClassrooms()).resolves.toEqual([classroom()]);
    expect(listMine).toHaveBeenCalledTimes(1);
    expect(listMine).toHaveBeenCalledWith('me');
    jest.advanceTimersByTime(60_000);
    await loadMyClassrooms();
    expect(listMine).toHaveBeenCalledTimes(2);
  });

  it('reads again at once when forced', async () => {
    listMine.mockResolvedValue([]);
    await loadMyClassrooms();
    await loadMyClassrooms({ force: true });
    expect(listMine).toHaveBeenCalledTimes(2);
  });

  it('opens a classroom from my fresh list without reading it again', async () => {
    listMine.mockResolvedValue([classroom()]);
    await loadMyClassrooms();
    await expect(loadClassroom('c1')).resolves.toEqual(classroom());
    expect(fetchOne).not.toHaveBeenCalled();
    expect(selectClassroom('c1')(useClassroomsStore.getState())).toEqual(classroom());
  });

  it('caches an opened classroom and each team’s lists and members', async () => {
    fetchOne.mockResolvedValue(classroom({ id: 'c2' }));
    listTeam.mockResolvedValue([classroom()]);
    listMembers.mockResolvedValue([{ userId: 'me', name: 'Me' }]);
    for (let i = 0; i < 2; i++) {
      await loadClassroom('c2');
      await loadTeamClassrooms('t1');
      await loadTeamMembers('t1');
    }
    expect(fetchOne).toHaveBeenCalledTimes(1);
    expect(listTeam).toHaveBeenCalledTimes(1);
    expect(listMembers).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('a failed list returns empty and keeps the reason for 30 seconds', async () => {
    listMine.mockRejectedValue(new CurriculumFailure('network'));
    await expect(loadMyClassrooms()).resolves.toEqual([]);
    const state = useClassroomsStore.getState();
    expect(state.errors.loadMine).toBe('network');
    expect(state.mine).toBeNull();
    expect(state.busy.loadMine).toBe(false);
    jest.advanceTimersByTime(30_000);
    expect(useClassroomsStore.getState().errors.loadMine).toBeUndefined();
  });

  it('tells a missing classroom from a refused one', async () => {
    fetchOne.mockRejectedValueOnce(new CurriculumFailure('classroomNotFound'));
    await expect(loadClassroom('gone')).resolves.toBeNull();
    expect(useClassroomsStore.getState().errors.loadClassroom).toBe('classroomNotFound');

    fetchOne.mockRejectedValueOnce(new CurriculumFailure('permissionDenied'));
    await expect(loadClassroom('theirs')).resolves.toBeNull();
    expect(useClassroomsStore.getState().errors.loadClassroom).toBe('permissionDenied');
  });

  it('maps an unexpected error to unknown', async () => {
    listTeam.mockRejectedValue(new Error('boom'));
    await expect(loadTeamClassrooms('t1')).resolves.toEqual([]);
    expect(useClassroomsStore.getState().errors.loadTeamClassrooms).toBe('unknown');
  });

  it('refuses without a signed-in user', async () => {
    useSession.setState({ status: 'signed-out', user: null });
    await expect(loadMyClassrooms()).resolves.toEqual([]);
    expect(useClassroomsStore.getState().errors.loadMine).toBe('notSignedIn');
    expect(listMine).not.toHaveBeenCalled();
  });

  it('a refused save returns null or false with the reason', async () => {
    create.mockRejectedValue(new CurriculumFailure('permissionDenied'));
    await expect(createClassroom(fieldsOf(classroom()))).resolves.toBeNull();
    expect(useClassroomsStore.getState().errors.saveClassroom).toBe('permissionDenied');

    update.mockRejectedValue(new CurriculumFailure('network'));
    await expect(updateClassroom(classroom(), fieldsOf(classroom()))).resolves.toBe(false);
    expect(useClassroomsStore.getState().errors.saveClassroom).toBe('network');
  });
});

describe('writes keep the caches true', () => {
  it('creating resolves the new id and drops the lists it changes', async () => {
    listMine.mockResolvedValue([classroom()]);
    listTeam.mockResolvedValue([classroom()]);
    await loadMyClassrooms();
    await loadTeamClassrooms('t1');
    create.mockResolvedValue('c9');

    await expect(createClassroom(fieldsOf(classroom({ name: 'New' })))).resolves.toBe('c9');
    expect(create).toHaveBeenCalledWith('me', expect.objectContaining({ name: 'New' }));
    expect(useClassroomsStore.getState().mine).toBeNull();
    expect(useClassroomsStore.getState().teamClassrooms.t1).toBeUndefined();
    await loadMyClassrooms();
    expect(listMine).toHaveBeenCalledTimes(2);
  });

  it('an edit shows at once in the lists and the opened copy', async () => {
    listMine.mockResolvedValue([classroom()]);
    await loadMyClassrooms();
    update.mockResolvedValue();

    const edited = { ...fieldsOf(classroom()), name: '  5A Maths  ', subject: ' Maths ' };
    await expect(updateClassroom(classroom(), edited)).resolves.toBe(true);
    expect(update).toHaveBeenCalledWith('c1', edited);
    const state = useClassroomsStore.getState();
    expect(state.mine?.data[0]).toMatchObject({
      name: '5A Maths',
      subject: 'Maths',
    });
    expect(state.details.c1?.data.name).toBe('5A Maths');
  });

  it('a classroom I no longer teach leaves my list', async () => {
    listMine.mockResolvedValue([classroom({ teacherIds: ['me', 'ann'] })]);
    await loadMyClassrooms();
    update.mockResolvedValue();
    await updateClassroom(classroom(), { ...fieldsOf(classroom()), teacherIds: ['ann'] });
    expect(useClassroomsStore.getState().mine?.data).toEqual([]);
  });

  it('archiving and restoring flip the flag everywhere', async () => {
    listMine.mockResolvedValue([classroom()]);
    await loadMyClassrooms();
    archive.mockResolvedValue();
    await expect(setArchived(classroom(), true)).resolves.toBe(true);
    expect(archive).toHaveBeenCalledWith('c1', true);
    expect(useClassroomsStore.getState().mine?.data[0]?.archived).toBe(true);
    await setArchived(classroom({ archived: true }), false);
    expect(selectClassroom('c1')(useClassroomsStore.getState())?.archived).toBe(false);
  });
});

describe('a change of user', () => {
  it('empties every cache and error, so the next user reads their own', async () => {
    listMine.mockResolvedValue([classroom()]);
    listMembers.mockResolvedValue([{ userId: 'me', name: 'Me' }]);
    fetchOne.mockRejectedValue(new CurriculumFailure('permissionDenied'));
    await loadMyClassrooms();
    await loadTeamMembers('t1');
    await loadClassroom('other');

    signIn('someone-else');
    const state = useClassroomsStore.getState();
    expect(state.mine).toBeNull();
    expect(state.members).toEqual({});
    expect(state.details).toEqual({});
    expect(state.errors).toEqual({});

    listMine.mockResolvedValue([]);
    await expect(loadMyClassrooms()).resolves.toEqual([]);
    expect(listMine).toHaveBeenLastCalledWith('someone-else');
  });
});
