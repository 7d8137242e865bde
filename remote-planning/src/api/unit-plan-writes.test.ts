/** @jest-environment node */
// The plan writes go through the saveUnitPlan callable: create names no base version, a save the
// version the copy started from; the callable's refusals arrive as the failures the editor shows
// (a lost race as `conflict` or `planExists`, never as "no permission").
import { httpsCallable } from 'firebase/functions';
import {
  SAVE_UNIT_PLAN_FUNCTION,
  UNIT_PLAN_SAVE_ERROR_CODES,
  type PlanLesson,
} from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure } from './planning-failure';
import { createUnitPlan, saveUnitPlan } from './unit-plan-writes';

jest.mock('firebase/functions', () => ({ httpsCallable: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({
  getFunctionsInstance: jest.fn(async () => ({ name: 'functions' })),
}));

const lessons: PlanLesson[] = [
  {
    id: 'halves',
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

/** The callable, answering with `answer` (a rejection when it is an Error). */
function callableAnswering(answer: { version: number; lessons: PlanLesson[] } | Error) {
  const call = jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return { data: answer };
  });
  jest.mocked(httpsCallable).mockReturnValue(call as never);
  return call;
}

/** A refusal as the Functions SDK reports it: its status, and our code in the details. */
const refusal = (status: string, code?: string) =>
  Object.assign(new Error(code ?? status), {
    code: `functions/${status}`,
    details: code ? { code } : undefined,
  });

beforeEach(() => jest.clearAllMocks());

describe('saveUnitPlan', () => {
  it('sends what the lessons changed of the base, and resolves what was stored', async () => {
    const edited = [{ ...lessons[0]!, homework: 'Fold a paper strip' }];
    const call = callableAnswering({ version: 5, lessons: edited });
    await expect(saveUnitPlan('u1', lessons, edited, 4)).resolves.toEqual({
      version: 5,
      lessons: edited,
    });
    expect(httpsCallable).toHaveBeenCalledWith({ name: 'functions' }, SAVE_UNIT_PLAN_FUNCTION);
    expect(call).toHaveBeenCalledWith({
      unitId: 'u1',
      baseVersion: 4,
      patch: {
        baseOrder: ['halves'],
        order: ['halves'],
        changed: [{ id: 'halves', fields: { homework: { from: '', to: 'Fold a paper strip' } } }],
        added: [],
        removed: [],
      },
    });
  });

  it('ends as a conflict when someone saved since', async () => {
    callableAnswering(refusal('aborted', 'conflict'));
    await expect(saveUnitPlan('u1', lessons, [], 4)).rejects.toEqual(
      new PlanningFailure('conflict'),
    );
  });

  it('reports a plan that is gone', async () => {
    callableAnswering(refusal('not-found', 'planNotFound'));
    await expect(saveUnitPlan('u1', lessons, [], 4)).rejects.toEqual(
      new PlanningFailure('planNotFound'),
    );
  });

  it.each<[string, Error, string]>([
    [
      'a member who is not in the team any more',
      refusal('permission-denied', 'notMember'),
      'notMember',
    ],
    ['a refusal without a code', refusal('permission-denied'), 'permissionDenied'],
    ['a lesson the server cannot read', refusal('invalid-argument', 'planInvalid'), 'planInvalid'],
    ['a plan too large', refusal('invalid-argument', 'planTooLarge'), 'planTooLarge'],
    ['a lost connection', refusal('unavailable'), 'network'],
    ['an ended session', refusal('unauthenticated', 'sessionRevoked'), 'notSignedIn'],
  ])('reports %s', async (_case, error, code) => {
    callableAnswering(error);
    await expect(saveUnitPlan('u1', lessons, [], 4)).rejects.toMatchObject({ code });
  });
});

describe('createUnitPlan', () => {
  it('asks for version 1 of the unit plan, naming no base version', async () => {
    const call = callableAnswering({ version: 1, lessons });
    await createUnitPlan({ id: 'u1' }, lessons);
    expect(call).toHaveBeenCalledWith({ unitId: 'u1', baseVersion: null, lessons });
  });

  // Another teacher's create landed first: "this unit has a plan", never "no permission".
  it('ends as planExists when the unit has a plan already', async () => {
    callableAnswering(refusal('already-exists', 'planExists'));
    await expect(createUnitPlan({ id: 'u1' }, lessons)).rejects.toEqual(
      new PlanningFailure('planExists'),
    );
  });
});

it('knows every code the callable refuses with, so each has its own message', () => {
  for (const code of UNIT_PLAN_SAVE_ERROR_CODES)
    expect(PlanningFailure.from(refusal('failed-precondition', code)).code).toBe(code);
});
