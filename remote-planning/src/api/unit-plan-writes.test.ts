/** @jest-environment node */
// The plan writes' transactions: create only when there is no plan, save only from the stored
// version (anything else is a conflict that writes nothing), Firestore errors as codes.
import { getDoc, runTransaction, serverTimestamp } from 'firebase/firestore';
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure } from './planning-failure';
import { createUnitPlan, saveUnitPlan } from './unit-plan-writes';

jest.mock('firebase/firestore', () => ({
  doc: jest.fn((_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` })),
  runTransaction: jest.fn(),
  getDoc: jest.fn(),
  serverTimestamp: jest.fn(() => 'SERVER_TIME'),
}));
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({
  getDb: jest.fn(async () => ({ name: 'db' })),
}));

const lessons: Lesson[] = [
  {
    title: 'Halves',
    objectives: [],
    standards: [],
    activities: [],
    materials: [],
    differentiation: '',
    checksForUnderstanding: [],
    homework: '',
  },
];

/** A transaction over one stored document (or none). */
function storing(data: Record<string, unknown> | null) {
  const transaction = {
    get: jest.fn(async () => ({ exists: () => data !== null, data: () => data })),
    set: jest.fn(),
    update: jest.fn(),
  };
  jest
    .mocked(runTransaction)
    .mockImplementation(async (_db, work) => work(transaction as never) as never);
  return transaction;
}

beforeEach(() => jest.clearAllMocks());

describe('saveUnitPlan', () => {
  it('writes the lessons as the next version when the plan is still at the base version', async () => {
    const transaction = storing({ version: 4 });
    await expect(saveUnitPlan('u1', lessons, 4, 'me')).resolves.toBe(5);
    expect(transaction.update).toHaveBeenCalledWith(
      { path: 'unitPlans/u1' },
      { lessons, version: 5, baseVersion: 4, updatedBy: 'me', updatedAt: 'SERVER_TIME' },
    );
    expect(serverTimestamp).toHaveBeenCalled();
  });

  it('refuses as a conflict, writing nothing, when someone saved since', async () => {
    const transaction = storing({ version: 5 });
    await expect(saveUnitPlan('u1', lessons, 4, 'me')).rejects.toEqual(
      new PlanningFailure('conflict'),
    );
    expect(transaction.update).not.toHaveBeenCalled();
  });

  it('reports a plan that is gone', async () => {
    storing(null);
    await expect(saveUnitPlan('u1', lessons, 4, 'me')).rejects.toEqual(
      new PlanningFailure('planNotFound'),
    );
  });

  const refusedByTheRules = () =>
    jest
      .mocked(runTransaction)
      .mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
  const storedNow = (data: Record<string, unknown> | null) =>
    jest
      .mocked(getDoc)
      .mockResolvedValue({ exists: () => data !== null, data: () => data } as never);

  it('turns a refusal of the rules into a code when the plan is still at the base version', async () => {
    refusedByTheRules();
    storedNow({ version: 4 });
    await expect(saveUnitPlan('u1', lessons, 4, 'me')).rejects.toMatchObject({
      code: 'permissionDenied',
    });
  });

  // Issue 17: a save that lost a race between its read and its commit is refused by the rules'
  // version guard (permission-denied), not by the transaction; it is a conflict all the same.
  it('ends as a conflict when the rules refused it and the stored version has moved on', async () => {
    refusedByTheRules();
    storedNow({ version: 5 });
    await expect(saveUnitPlan('u1', lessons, 4, 'me')).rejects.toEqual(
      new PlanningFailure('conflict'),
    );
    expect(getDoc).toHaveBeenCalledWith({ path: 'unitPlans/u1' });
  });

  it('reports a plan deleted while it was being saved', async () => {
    refusedByTheRules();
    storedNow(null);
    await expect(saveUnitPlan('u1', lessons, 4, 'me')).rejects.toEqual(
      new PlanningFailure('planNotFound'),
    );
  });

  it('keeps the refusal when the plan cannot be read again either', async () => {
    refusedByTheRules();
    jest
      .mocked(getDoc)
      .mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await expect(saveUnitPlan('u1', lessons, 4, 'me')).rejects.toMatchObject({
      code: 'permissionDenied',
    });
  });
});

describe('createUnitPlan', () => {
  it('creates version 1 with the unit and team of the unit, owned by the caller', async () => {
    const transaction = storing(null);
    await createUnitPlan({ id: 'u1', teamId: 't1' }, lessons, 'me');
    expect(transaction.set).toHaveBeenCalledWith(
      { path: 'unitPlans/u1' },
      {
        unitId: 'u1',
        teamId: 't1',
        ownerId: 'me',
        lessons,
        version: 1,
        baseVersion: 0,
        updatedBy: 'me',
        createdAt: 'SERVER_TIME',
        updatedAt: 'SERVER_TIME',
      },
    );
  });

  it('refuses when the unit has a plan already', async () => {
    const transaction = storing({ version: 2 });
    await expect(createUnitPlan({ id: 'u1', teamId: 't1' }, lessons, 'me')).rejects.toEqual(
      new PlanningFailure('planExists'),
    );
    expect(transaction.set).not.toHaveBeenCalled();
  });

  // Issue 17: a create that lost the race to another teacher's create is refused by the rules
  // (it would overwrite their plan); it is "this unit has a plan" all the same.
  it('ends as planExists when the rules refused it and a plan exists now', async () => {
    jest
      .mocked(runTransaction)
      .mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    jest
      .mocked(getDoc)
      .mockResolvedValue({ exists: () => true, data: () => ({ version: 1 }) } as never);
    await expect(createUnitPlan({ id: 'u1', teamId: 't1' }, lessons, 'me')).rejects.toEqual(
      new PlanningFailure('planExists'),
    );
    expect(getDoc).toHaveBeenCalledWith({ path: 'unitPlans/u1' });
  });

  it('keeps a refusal of the rules when there is still no plan', async () => {
    jest
      .mocked(runTransaction)
      .mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    jest.mocked(getDoc).mockResolvedValue({ exists: () => false, data: () => undefined } as never);
    await expect(createUnitPlan({ id: 'u1', teamId: 't1' }, lessons, 'me')).rejects.toMatchObject({
      code: 'permissionDenied',
    });
  });
});
