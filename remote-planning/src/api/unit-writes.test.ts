/** @jest-environment node */
// Deleting a unit: its plan and its tombstone go in the same batch, and a plan created in between
// (which makes the rules refuse the unit's delete) is reported as such, never as "no permission".
import { getDoc, writeBatch } from 'firebase/firestore';
import { PlanningFailure } from './planning-failure';
import { unitPlanExists } from './unit-reads';
import { deleteUnit } from './unit-writes';

jest.mock('firebase/firestore', () => ({
  collection: jest.fn(),
  doc: jest.fn((_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` })),
  getDoc: jest.fn(),
  serverTimestamp: jest.fn(() => 'SERVER_TIME'),
  setDoc: jest.fn(),
  updateDoc: jest.fn(),
  writeBatch: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({
  getDb: jest.fn(async () => ({ name: 'db' })),
}));
jest.mock('./unit-reads', () => ({ unitPlanExists: jest.fn() }));

const UNIT = { id: 'u1', teamId: 't1' };
const denied = () => Object.assign(new Error('denied'), { code: 'permission-denied' });

function batchThat(commit: () => Promise<void>) {
  const batch = { delete: jest.fn(), set: jest.fn(), commit: jest.fn(commit) };
  jest.mocked(writeBatch).mockReturnValue(batch as never);
  return batch;
}

const planStoredNow = (exists: boolean) =>
  jest.mocked(getDoc).mockResolvedValue({ exists: () => exists, data: () => ({}) } as never);

beforeEach(() => jest.clearAllMocks());

describe('deleteUnit', () => {
  it("deletes the plan and the unit, leaving the unit's tombstone, in one batch", async () => {
    jest.mocked(unitPlanExists).mockResolvedValue(true);
    const batch = batchThat(async () => undefined);
    await deleteUnit(UNIT, 'me');
    expect(batch.delete.mock.calls).toEqual([[{ path: 'unitPlans/u1' }], [{ path: 'units/u1' }]]);
    expect(batch.set).toHaveBeenCalledWith(
      { path: 'deletedUnits/u1' },
      { teamId: 't1', deletedBy: 'me', deletedAt: 'SERVER_TIME' },
    );
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('deletes a unit without a plan with its tombstone', async () => {
    jest.mocked(unitPlanExists).mockResolvedValue(false);
    const batch = batchThat(async () => undefined);
    await deleteUnit(UNIT, 'me');
    expect(batch.delete.mock.calls).toEqual([[{ path: 'units/u1' }]]);
    expect(batch.set).toHaveBeenCalledTimes(1);
  });

  it('reports a plan created since the check, which made the rules refuse the delete', async () => {
    jest.mocked(unitPlanExists).mockResolvedValue(false);
    batchThat(async () => {
      throw denied();
    });
    planStoredNow(true);
    await expect(deleteUnit(UNIT, 'me')).rejects.toEqual(
      new PlanningFailure('planCreatedMeanwhile'),
    );
    expect(getDoc).toHaveBeenCalledWith({ path: 'unitPlans/u1' });
  });

  it('keeps a real refusal as it is', async () => {
    jest.mocked(unitPlanExists).mockResolvedValue(false);
    batchThat(async () => {
      throw denied();
    });
    planStoredNow(false);
    await expect(deleteUnit(UNIT, 'me')).rejects.toMatchObject({ code: 'permissionDenied' });
  });
});
