// The saveUnitPlan callable, the one way a unit plan is written (issue 17, point 7: the rules
// cannot check each lesson within their 1,000 expressions): a plan is created with its lessons
// and saved as a patch merged into what is stored (issue 35). Called through the Firebase JS SDK
// against the Auth, Firestore and Functions emulators.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs unit-plans
import { Timestamp } from 'firebase-admin/firestore';
import {
  diffLessons,
  MAX_LESSONS_PER_PLAN,
  MAX_UNIT_PLAN_BYTES,
  SAVE_UNIT_PLAN_FUNCTION,
  type PlanLesson,
  type SaveUnitPlanRequest,
  type SaveUnitPlanResponse,
} from '@lesson-planner/shared-contracts/planning';
import { createHarness, type Harness, type TestUser } from './emulator-harness';

let harness: Harness;
let leader: TestUser;
let owner: TestUser;
let collaborator: TestUser;
let member: TestUser;
let outsider: TestUser;
let otherLeader: TestUser;
let teamId: string;
let otherTeamId: string;
let unitCounter = 0;

/** A lesson as a plan stores it, its id made from its title. */
const lesson = (title: string, overrides: Record<string, unknown> = {}): PlanLesson => ({
  id: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'untitled',
  title,
  objectives: ['Compare fractions with unlike denominators.'],
  standards: [{ frameworkId: 'framework-1', standardId: 'ma%2E5%2E1' }],
  activities: [{ title: 'Fraction strips', minutes: 20, description: 'In pairs.' }],
  materials: ['Paper strips'],
  differentiation: '',
  checksForUnderstanding: ['Exit ticket'],
  homework: '',
  ...overrides,
});

const save = (user: TestUser, request: SaveUnitPlanRequest | Record<string, unknown>) =>
  user.call<SaveUnitPlanResponse>(SAVE_UNIT_PLAN_FUNCTION, request);

const planOf = async (unitId: string) =>
  (await harness.db.collection('unitPlans').doc(unitId).get()).data();

/** A new unit of `team` (team A by default) owned by the owner, worked on by the collaborator. */
async function unitOf(team = teamId, fields: Record<string, unknown> = {}): Promise<string> {
  unitCounter += 1;
  const unitId = `${team}-unit-${unitCounter}`;
  await harness.db
    .collection('units')
    .doc(unitId)
    .set({
      title: 'Fractions',
      subject: 'Mathematics',
      grade: '5',
      classroomId: null,
      teamId: team,
      startDate: null,
      weeks: 3,
      bigIdeas: [],
      essentialQuestions: [],
      standards: [],
      summativeAssessment: '',
      status: 'draft',
      ownerId: owner.uid,
      collaboratorIds: [collaborator.uid],
      createdAt: Timestamp.now(),
      updatedAt: null,
      ...fields,
    });
  return unitId;
}

/** The lessons every planned unit starts with, at version 1. */
const FIRST = [lesson('Halves'), lesson('Quarters')];

/** A unit with a plan at version 1 (FIRST), created by the owner through the callable. */
async function plannedUnit(): Promise<string> {
  const unitId = await unitOf();
  await expect(save(owner, { unitId, baseVersion: null, lessons: FIRST })).resolves.toMatchObject({
    version: 1,
  });
  return unitId;
}

/** A save of `mine`, a copy begun from `base` at `baseVersion`, as the editor sends it. */
const saveOver = (
  user: TestUser,
  unitId: string,
  baseVersion: number,
  base: PlanLesson[],
  mine: PlanLesson[],
) => save(user, { unitId, baseVersion, patch: diffLessons(base, mine) });

/** FIRST with one lesson's fields changed. */
const changed = (id: string, fields: Partial<PlanLesson>, from = FIRST) =>
  from.map((each) => (each.id === id ? { ...each, ...fields } : each));

/** The refusal a call must end in: the Functions status and the code the app translates. */
async function expectRefused(call: Promise<unknown>, status: string, code: string) {
  await expect(call).rejects.toMatchObject({ code: `functions/${status}`, details: { code } });
}

beforeAll(async () => {
  harness = createHarness();
  [leader, owner, collaborator, member, outsider, otherLeader] = await Promise.all([
    harness.createUser('plan-leader'),
    harness.createUser('plan-owner'),
    harness.createUser('plan-collaborator'),
    harness.createUser('plan-member'),
    harness.createUser('plan-outsider'),
    harness.createUser('plan-other-leader'),
  ]);
  teamId = await harness.createTeam({ leader, members: [owner, collaborator, member] });
  otherTeamId = await harness.createTeam({ leader: otherLeader });
});

afterAll(async () => {
  await harness.dispose();
});

describe('saving a unit plan', () => {
  it("creates the plan at version 1 for the unit's owner, in the unit's team", async () => {
    const unitId = await unitOf();
    const lessons = [lesson('Halves'), lesson('ครึ่งหนึ่ง')];
    await expect(save(owner, { unitId, baseVersion: null, lessons })).resolves.toEqual({
      version: 1,
      lessons,
    });
    const stored = await planOf(unitId);
    expect(stored).toMatchObject({
      unitId,
      teamId,
      ownerId: owner.uid,
      lessons,
      version: 1,
      baseVersion: 0,
      updatedBy: owner.uid,
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect(stored?.updatedAt).toBeInstanceOf(Timestamp);
  });

  it('saves a patch as the next version, by the caller; the owner stays', async () => {
    const unitId = await plannedUnit();
    const second = changed('quarters', { title: 'Quarters and eighths' });
    await expect(saveOver(collaborator, unitId, 1, FIRST, second)).resolves.toEqual({
      version: 2,
      lessons: second,
    });
    await expect(saveOver(leader, unitId, 2, second, [])).resolves.toEqual({
      version: 3,
      lessons: [],
    });
    expect(await planOf(unitId)).toMatchObject({
      ownerId: owner.uid,
      teamId,
      lessons: [],
      version: 3,
      baseVersion: 2,
      updatedBy: leader.uid,
    });
  });

  it('stores what LessonSchema reads: trimmed text, defaults filled, unknown keys dropped', async () => {
    const unitId = await unitOf();
    const sent = {
      id: 'halves',
      title: '  Halves  ',
      activities: [{ title: 'Fold', minutes: 10, script: '<img onerror=alert(1)>' }],
      grading: { secret: true },
    };
    await save(owner, { unitId, baseVersion: null, lessons: [sent] });
    expect((await planOf(unitId))?.lessons).toEqual([
      {
        id: 'halves',
        title: 'Halves',
        objectives: [],
        standards: [],
        activities: [{ title: 'Fold', minutes: 10, description: '' }],
        materials: [],
        differentiation: '',
        checksForUnderstanding: [],
        homework: '',
      },
    ]);
  });

  it('accepts the most lessons', async () => {
    const unitId = await unitOf();
    const lessons = Array.from({ length: MAX_LESSONS_PER_PLAN }, (_, index) =>
      lesson(`Lesson ${index + 1}`),
    );
    await expect(save(owner, { unitId, baseVersion: null, lessons })).resolves.toMatchObject({
      version: 1,
    });
  });

  it('writes no new version for a save that changes nothing', async () => {
    const unitId = await plannedUnit();
    await expect(saveOver(owner, unitId, 1, FIRST, FIRST)).resolves.toEqual({
      version: 1,
      lessons: FIRST,
    });
  });

  it('names the lessons of a plan stored before ids by their place, once, on its first save', async () => {
    const unitId = await plannedUnit();
    const legacy = FIRST.map(({ id: _none, ...text }) => text);
    await harness.db.collection('unitPlans').doc(unitId).update({ lessons: legacy });
    // The editor read them as lesson-1 and lesson-2 (decodeUnitPlan).
    const read = legacy.map((text, index) => ({ ...text, id: `lesson-${index + 1}` }));
    const mine = read.map((each, index) => (index === 1 ? { ...each, homework: 'Read' } : each));
    await saveOver(owner, unitId, 1, read, mine);
    expect((await planOf(unitId))?.lessons).toEqual(mine);
  });
});

describe('merging saves made at the same time (issue 35)', () => {
  it('keeps both edits of different lessons, whoever saved first', async () => {
    const unitId = await plannedUnit();
    // Malee saves lesson 2; Li Wei then saves lesson 1 from the version he opened.
    await saveOver(collaborator, unitId, 1, FIRST, changed('quarters', { title: 'Malee’s' }));
    await expect(
      saveOver(owner, unitId, 1, FIRST, changed('halves', { homework: 'Li Wei’s' })),
    ).resolves.toMatchObject({ version: 3 });
    expect((await planOf(unitId))?.lessons).toEqual([
      { ...FIRST[0], homework: 'Li Wei’s' },
      { ...FIRST[1], title: 'Malee’s' },
    ]);
  });

  it('keeps different fields of one lesson, an added lesson and a move', async () => {
    const unitId = await plannedUnit();
    const third = lesson('Thirds');
    await saveOver(collaborator, unitId, 1, FIRST, [
      ...changed('halves', { homework: 'Fold' }),
      third,
    ]);
    await saveOver(
      owner,
      unitId,
      1,
      FIRST,
      [...changed('halves', { title: 'One half' })].reverse(),
    );
    expect((await planOf(unitId))?.lessons).toEqual([
      FIRST[1],
      { ...FIRST[0], title: 'One half', homework: 'Fold' },
      third,
    ]);
  });

  it('refuses the same field changed by both since, naming both texts, and writes nothing', async () => {
    const unitId = await plannedUnit();
    await saveOver(collaborator, unitId, 1, FIRST, changed('halves', { homework: 'Theirs' }));
    const mine = changed('halves', { homework: 'Mine', title: 'Also mine' });
    await expect(saveOver(owner, unitId, 1, FIRST, mine)).rejects.toMatchObject({
      code: 'functions/aborted',
      details: {
        code: 'conflict',
        version: 2,
        conflicts: [
          { path: ['lessons', 'halves', 'homework'], base: '', mine: 'Mine', theirs: 'Theirs' },
        ],
      },
    });
    expect(await planOf(unitId)).toMatchObject({
      version: 2,
      lessons: changed('halves', { homework: 'Theirs' }),
    });
  });

  it('of two saves of different lessons at once, both are written, one version each', async () => {
    const unitId = await plannedUnit();
    const outcomes = await Promise.all([
      saveOver(owner, unitId, 1, FIRST, changed('halves', { homework: 'A' })),
      saveOver(collaborator, unitId, 1, FIRST, changed('quarters', { homework: 'B' })),
    ]);
    expect(outcomes.map((outcome) => outcome.version).sort()).toEqual([2, 3]);
    expect(await planOf(unitId)).toMatchObject({
      version: 3,
      lessons: [
        { id: 'halves', homework: 'A' },
        { id: 'quarters', homework: 'B' },
      ],
    });
  });

  it('of two saves of one field at once, exactly one is written and the other asks', async () => {
    const unitId = await plannedUnit();
    const outcomes = await Promise.allSettled([
      saveOver(owner, unitId, 1, FIRST, changed('halves', { homework: 'A' })),
      saveOver(collaborator, unitId, 1, FIRST, changed('halves', { homework: 'B' })),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'functions/aborted', details: { code: 'conflict' } },
    });
    expect((await planOf(unitId))?.version).toBe(2);
  });

  // A copy begun before the plan existed (kept in the browser) counts as started from version 0.
  it('adds the lessons of a copy begun before the plan existed to the plan made since', async () => {
    const unitId = await plannedUnit();
    const mine = lesson('Mine');
    await saveOver(collaborator, unitId, 0, [], [mine]);
    expect((await planOf(unitId))?.lessons).toEqual([...FIRST, mine]);
  });

  it('refuses a base version ahead of the plan, creating a plan the unit has, and saving one it has not', async () => {
    const unitId = await plannedUnit();
    await expectRefused(
      saveOver(collaborator, unitId, 7, FIRST, []),
      'invalid-argument',
      'planInvalid',
    );
    await expectRefused(
      save(collaborator, { unitId, baseVersion: null, lessons: [lesson('Mine')] }),
      'already-exists',
      'planExists',
    );
    expect(await planOf(unitId)).toMatchObject({ version: 1, lessons: FIRST });
    const unplanned = await unitOf();
    await expectRefused(
      saveOver(owner, unplanned, 1, [], [lesson('Mine')]),
      'not-found',
      'planNotFound',
    );
    expect(await planOf(unplanned)).toBeUndefined();
  });
});

// Issue 38, hole 5: the server owns the mark, whatever the client sends.
describe('the AI draft mark', () => {
  const drafted = { ...lesson('Drafted'), aiDraft: true as const };

  async function draftedPlan() {
    const unitId = await unitOf();
    await save(owner, { unitId, baseVersion: null, lessons: [drafted, lesson('Written')] });
    return unitId;
  }
  const marks = async (unitId: string) =>
    ((await planOf(unitId))?.lessons as PlanLesson[]).map((each) => each.aiDraft === true);

  it('stays on a lesson whose text no save changes, whatever the save says of it', async () => {
    const unitId = await draftedPlan();
    const { aiDraft: _dropped, ...unmarked } = drafted;
    // The client leaves the mark off the unchanged lesson and puts one on the other.
    await save(owner, {
      unitId,
      baseVersion: 1,
      patch: {
        baseOrder: ['drafted', 'written'],
        order: ['drafted', 'written'],
        changed: [
          { id: 'drafted', fields: { title: { from: 'Drafted', to: unmarked.title } } },
          { id: 'written', fields: { title: { from: 'Written', to: 'Written' } }, aiDraft: true },
        ],
        added: [],
        removed: [],
      },
    });
    expect(await marks(unitId)).toEqual([true, false]);
  });

  it('goes with a change of the lesson’s text, and only such a change may set it', async () => {
    const unitId = await draftedPlan();
    const base = [drafted, lesson('Written')];
    const { aiDraft: _dropped, ...edited } = { ...drafted, homework: 'Edited' };
    await saveOver(owner, unitId, 1, base, [
      edited,
      { ...lesson('Written'), homework: 'AI', aiDraft: true },
    ]);
    expect(await marks(unitId)).toEqual([false, true]);
  });
});

// Issue 38, hole 2 (the save's half): an approval is of the plan as it was approved.
describe('a save of a plan under review', () => {
  const withStatus = async (reviewStatus: string) => {
    const unitId = await plannedUnit();
    await harness.db
      .collection('unitPlans')
      .doc(unitId)
      .update({ reviewStatus, reviewUpdatedBy: leader.uid });
    return unitId;
  };

  it('sends an approved plan back to review when it changes it', async () => {
    const unitId = await withStatus('approved');
    await saveOver(owner, unitId, 1, FIRST, FIRST);
    expect((await planOf(unitId))?.reviewStatus).toBe('approved');
    await saveOver(collaborator, unitId, 1, FIRST, changed('halves', { title: 'Changed' }));
    expect(await planOf(unitId)).toMatchObject({
      reviewStatus: 'inReview',
      reviewUpdatedBy: collaborator.uid,
    });
  });

  it('keeps a plan in review, with changes asked for, or a draft, as it is', async () => {
    for (const status of ['inReview', 'changesRequested'])
      await withStatus(status).then(async (unitId) => {
        await saveOver(owner, unitId, 1, FIRST, changed('halves', { title: 'Changed' }));
        expect((await planOf(unitId))?.reviewStatus).toBe(status);
      });
    const draft = await plannedUnit();
    await saveOver(owner, draft, 1, FIRST, changed('halves', { title: 'Changed' }));
    expect((await planOf(draft))?.reviewStatus).toBeUndefined();
  });
});

describe('what is refused as content', () => {
  it('refuses a 900 KB lesson, writing nothing', async () => {
    const unitId = await plannedUnit();
    const huge = lesson('Huge', { differentiation: 'x'.repeat(900_000) });
    await expectRefused(
      saveOver(owner, unitId, 1, FIRST, [...FIRST, huge]),
      'invalid-argument',
      'planInvalid',
    );
    await expectRefused(
      saveOver(
        owner,
        unitId,
        1,
        FIRST,
        changed('halves', { differentiation: 'x'.repeat(900_000) }),
      ),
      'invalid-argument',
      'planInvalid',
    );
    expect(await planOf(unitId)).toMatchObject({ version: 1, lessons: FIRST });
  });

  it.each<[string, unknown]>([
    ['a lesson that is text', 'Halves'],
    ['a lesson that is null', null],
    ['a lesson without an id', { ...lesson('x'), id: undefined }],
    ['a lesson id that is a path', lesson('x', { id: 'a/b' })],
    ['a title that is a number', lesson('x', { title: 42 })],
    ['a blank title', lesson('   ')],
    ['objectives that are text', lesson('x', { objectives: 'Compare' })],
    ['an objective that is a map', lesson('x', { objectives: [{ text: 'Compare' }] })],
    ['activities that are a map', lesson('x', { activities: { fold: 10 } })],
    ['minutes as text', lesson('x', { activities: [{ title: 'Fold', minutes: '10' }] })],
    ['fractional minutes', lesson('x', { activities: [{ title: 'Fold', minutes: 1.5 }] })],
    ['a standard without its framework', lesson('x', { standards: [{ standardId: 's' }] })],
    [
      'a standard id longer than a document id',
      lesson('x', { standards: [{ frameworkId: 'f', standardId: 's'.repeat(1501) }] }),
    ],
    ['a title too long', lesson('x'.repeat(201))],
    ['too many materials', lesson('x', { materials: Array(31).fill('Paper') })],
    ['homework too long', lesson('x', { homework: 'x'.repeat(2001) })],
  ])('refuses an added lesson with %s', async (_case, bad) => {
    const unitId = await plannedUnit();
    const patch = { ...diffLessons(FIRST, FIRST), added: [bad] };
    await expectRefused(
      save(owner, { unitId, baseVersion: 1, patch }),
      'invalid-argument',
      'planInvalid',
    );
    expect((await planOf(unitId))?.version).toBe(1);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a title that is a number', { title: { from: 'Halves', to: 42 } }],
    ['a blank title', { title: { from: 'Halves', to: '  ' } }],
    ['homework too long', { homework: { from: '', to: 'x'.repeat(2001) } }],
    ['a field lessons do not have', { grading: { from: null, to: 'A' } }],
  ])('refuses a changed field with %s', async (_case, fields) => {
    const unitId = await plannedUnit();
    const patch = { ...diffLessons(FIRST, FIRST), changed: [{ id: 'halves', fields }] };
    await expectRefused(
      save(owner, { unitId, baseVersion: 1, patch }),
      'invalid-argument',
      'planInvalid',
    );
    expect((await planOf(unitId))?.version).toBe(1);
  });

  it.each<[string, Record<string, unknown>]>([
    ['lessons beside the patch', { lessons: FIRST }],
    [
      'lessons that are not a list',
      { baseVersion: null, patch: undefined, lessons: { 0: lesson('x') } },
    ],
    [
      'too many lessons',
      {
        baseVersion: null,
        patch: undefined,
        lessons: Array.from({ length: MAX_LESSONS_PER_PLAN + 1 }, (_, i) => lesson(`x${i}`)),
      },
    ],
    [
      'two lessons with one id',
      { baseVersion: null, patch: undefined, lessons: [lesson('x'), lesson('x')] },
    ],
    ['no baseVersion', { baseVersion: undefined }],
    ['a negative baseVersion', { baseVersion: -1 }],
    ['a baseVersion as text', { baseVersion: '1' }],
    ['a field the request does not have', { teamId: 'elsewhere' }],
    ['a unit id that is not a document id', { unitId: 'units/x' }],
  ])('refuses a request with %s', async (_case, change) => {
    const unitId = await plannedUnit();
    // A field set to undefined is left out (the SDK would send it as null).
    const request = Object.fromEntries(
      Object.entries({ unitId, baseVersion: 1, patch: diffLessons(FIRST, []), ...change }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    await expectRefused(save(owner, request), 'invalid-argument', 'planInvalid');
    expect((await planOf(unitId))?.version).toBe(1);
  });

  it('refuses valid lessons that together would not fit in one document', async () => {
    const unitId = await plannedUnit();
    // Each lesson is within LessonSchema's limits (about 70 KB of activity text).
    const full = lesson('Full', {
      activities: Array.from({ length: 20 }, (_, index) => ({
        title: `Step ${index + 1}`,
        minutes: 5,
        description: 'x'.repeat(2000),
        experienceId: 'e'.repeat(1500),
      })),
    });
    const lessons = Array.from({ length: 12 }, (_, index) => ({ ...full, id: `full-${index}` }));
    expect(Buffer.byteLength(JSON.stringify(lessons))).toBeGreaterThan(MAX_UNIT_PLAN_BYTES);
    await expectRefused(
      saveOver(owner, unitId, 1, FIRST, lessons),
      'invalid-argument',
      'planTooLarge',
    );
    expect((await planOf(unitId))?.version).toBe(1);
  });
});

describe('who may save', () => {
  it('refuses a signed-out caller and an anonymous one', async () => {
    const unitId = await unitOf();
    const request = { unitId, baseVersion: null, lessons: [lesson('Halves')] };
    await expect(harness.callSignedOut(SAVE_UNIT_PLAN_FUNCTION, request)).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    const anonymous = await harness.createAnonymousUser();
    await expect(anonymous.call(SAVE_UNIT_PLAN_FUNCTION, request)).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect(await planOf(unitId)).toBeUndefined();
  });

  it('refuses a disabled account at once, with its token still valid', async () => {
    const teacher = await harness.createUser('plan-disabled');
    const team = await harness.createTeam({ leader: teacher });
    const unitId = await unitOf(team, { ownerId: teacher.uid, collaboratorIds: [] });
    await harness.auth.updateUser(teacher.uid, { disabled: true });
    await expect(
      save(teacher, { unitId, baseVersion: null, lessons: [lesson('Halves')] }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    expect(await planOf(unitId)).toBeUndefined();
  });

  it('refuses someone outside the team', async () => {
    const unitId = await plannedUnit();
    await expectRefused(saveOver(outsider, unitId, 1, FIRST, []), 'permission-denied', 'notMember');
    expect((await planOf(unitId))?.version).toBe(1);
  });

  it("refuses another team's leader saving this team's unit", async () => {
    const unitId = await plannedUnit();
    await expectRefused(
      saveOver(otherLeader, unitId, 1, FIRST, []),
      'permission-denied',
      'notMember',
    );
    const unplanned = await unitOf();
    await expectRefused(
      save(otherLeader, { unitId: unplanned, baseVersion: null, lessons: [lesson('Mine')] }),
      'permission-denied',
      'notMember',
    );
    expect(await planOf(unplanned)).toBeUndefined();
  });

  it('refuses a member who neither works on the unit nor leads the team', async () => {
    const unitId = await plannedUnit();
    await expectRefused(
      saveOver(member, unitId, 1, FIRST, []),
      'permission-denied',
      'permissionDenied',
    );
    const unplanned = await unitOf();
    await expectRefused(
      save(member, { unitId: unplanned, baseVersion: null, lessons: [lesson('Mine')] }),
      'permission-denied',
      'permissionDenied',
    );
  });

  it('refuses a collaborator who has left the team', async () => {
    const leaving = await harness.createUser('plan-leaving');
    const team = await harness.createTeam({ leader, members: [leaving] });
    const unitId = await unitOf(team, { collaboratorIds: [leaving.uid] });
    await harness.db.collection('teams').doc(team).collection('members').doc(leaving.uid).delete();
    await expectRefused(
      save(leaving, { unitId, baseVersion: null, lessons: [lesson('Mine')] }),
      'permission-denied',
      'notMember',
    );
  });

  it('refuses a unit that does not exist', async () => {
    await expectRefused(
      save(owner, { unitId: `${teamId}-no-such-unit`, baseVersion: null, lessons: [] }),
      'not-found',
      'unitNotFound',
    );
  });

  // Issue 17, point 5, kept by the callable: a plan belongs to its unit's team, so a unit of
  // another team under the plan's id (left before ids were kept by tombstones) never speaks for it.
  it("refuses a plan tied to another team than its unit's", async () => {
    const unitId = await plannedUnit();
    await harness.db
      .collection('units')
      .doc(unitId)
      .update({ teamId: otherTeamId, ownerId: otherLeader.uid, collaboratorIds: [] });
    await expectRefused(
      saveOver(otherLeader, unitId, 1, FIRST, [lesson('Taken')]),
      'permission-denied',
      'permissionDenied',
    );
    expect(await planOf(unitId)).toMatchObject({ teamId, version: 1 });
  });
});
