// "Plan a unit with AI" for a classroom, against the Auth, Firestore and Functions emulators with
// the offline provider: the two generation steps on the classroom's real meetings (a holiday
// skipped, the start after its last scheduled unit, gaps marked), Accept in one transaction
// (idempotent; a schedule change meanwhile is a conflict with nothing half-written), and the
// refusals that charge nothing.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs functions/test/classroom-unit.emulator.test.ts
import { Timestamp } from 'firebase-admin/firestore';
import {
  ACCEPT_CLASSROOM_UNIT_FUNCTION,
  GENERATE_DRAFT_FUNCTION,
  lessonMinutes,
  PlanLessonSchema,
  UnitSchema,
  type AcceptClassroomUnitResponse,
  type GenerateDraftRequest,
  type GenerateDraftResponse,
} from '@lesson-planner/shared-contracts/planning';
import { createHarness, type Harness, type TestUser } from './emulator-harness';

const FRAMEWORK = 'cu-framework';
const TEMPLATE = 'cu-template';
const BELL = [
  { id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true },
  { id: 'p2', label: '2', start: '09:20', end: '10:10', teaching: true },
];
const ref = (standardId: string) => ({ frameworkId: FRAMEWORK, standardId });
const lesson = (title: string, standards: { frameworkId: string; standardId: string }[]) => ({
  title,
  objectives: [],
  standards,
  activities: [{ title: 'Work', minutes: 50, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

let harness: Harness;
let leader: TestUser;
let teacher: TestUser;
let coTeacher: TestUser;
let member: TestUser;
let outsider: TestUser;
let teamId: string;
let classroomId: string;

const db = () => harness.db;
const teamDoc = () => db().collection('teams').doc(teamId);
const tokenUsage = async () => (await teamDoc().get()).get('tokenUsage');
const usageLogs = async () =>
  (await teamDoc().collection('tokenUsageLogs').get()).docs.map((doc) => doc.data());
const schedulesOfClassroom = async () =>
  (await db().collection('schedules').where('classroomId', '==', classroomId).get()).docs.map(
    (doc) => doc.id,
  );

type UnitStep = GenerateDraftResponse<'classroomUnit'>;
type LessonsStep = GenerateDraftResponse<'classroomUnitLessons'>;
const planUnit = (user: TestUser, request: Record<string, unknown> = {}) =>
  user.call<UnitStep>(GENERATE_DRAFT_FUNCTION, {
    task: 'classroomUnit',
    language: 'en',
    classroomId,
    topic: 'Fractions at the market',
    startDate: null,
    meetingCount: 5,
    ...request,
  } satisfies Partial<GenerateDraftRequest>);
const draftLessons = (user: TestUser, draftId: string, standards: unknown[]) =>
  user.call<LessonsStep>(GENERATE_DRAFT_FUNCTION, {
    task: 'classroomUnitLessons',
    language: 'en',
    draftId,
    standards,
  });
const accept = (user: TestUser, draftId: string, title?: string) =>
  user.call<AcceptClassroomUnitResponse>(
    ACCEPT_CLASSROOM_UNIT_FUNCTION,
    title === undefined ? { draftId } : { draftId, title },
  );

beforeAll(async () => {
  harness = createHarness();
  [leader, teacher, coTeacher, member, outsider] = await Promise.all([
    harness.createUser('cu-leader'),
    harness.createUser('cu-teacher'),
    harness.createUser('cu-coteacher'),
    harness.createUser('cu-member'),
    harness.createUser('cu-outsider'),
  ]);
  teamId = await harness.createTeam({ leader, members: [teacher, coTeacher, member] });
  classroomId = `${teamId}-5a`;
  const batch = db().batch();
  const framework = teamDoc().collection('frameworks').doc(FRAMEWORK);
  batch.set(framework, { teamId, name: 'Mathematics', createdBy: leader.uid });
  const descriptions: Record<string, string> = {
    ma1: 'Compare whole numbers up to ten million.',
    ma2: 'Add and subtract fractions.',
    ma3: 'Solve market and shopping problems.',
    sc1: 'How plants make food.',
  };
  ['ma1', 'ma2', 'ma3', 'sc1'].forEach((id, order) =>
    batch.set(framework.collection('standards').doc(id), {
      code: id.toUpperCase(),
      description: descriptions[id],
      subject: id.startsWith('ma') ? 'Mathematics' : 'Science',
      gradeBand: 'Grade 5',
      strand: '',
      order,
    }),
  );
  batch.set(db().collection('classrooms').doc(classroomId), {
    name: '5A Mathematics',
    subject: 'Mathematics',
    gradeLevel: 'Grade 5',
    academicYear: '2030',
    teamId,
    ownerId: teacher.uid,
    teacherIds: [teacher.uid, coTeacher.uid],
    standards: [ref('ma1'), ref('ma2'), ref('ma3')],
    archived: false,
    createdAt: Timestamp.now(),
  });
  // A/B days from Monday 3 June 2030, with a holiday on Friday 7 June that skips the rotation.
  batch.set(db().collection('scheduleTemplates').doc(TEMPLATE), {
    teamId,
    name: 'A/B days',
    startDate: '2030-06-03',
    endDate: '2030-07-31',
    cycleKind: 'rotation',
    cycleDays: [
      { label: 'A', periods: BELL },
      { label: 'B', periods: BELL },
    ],
    closures: [
      { label: 'Holiday', start: '2030-06-07', end: '2030-06-07', consumesCycleDay: false },
    ],
  });
  batch.set(db().collection('classroomSlots').doc(classroomId), {
    classroomId,
    teamId,
    templateId: TEMPLATE,
    slots: [
      { cycleDay: 0, periodId: 'p1' },
      { cycleDay: 1, periodId: 'p2' },
    ],
  });
  // An earlier unit taught on 3 and 4 June covers ma1: the next unit starts on 5 June.
  batch.set(db().collection('units').doc(`${teamId}-earlier`), { title: 'Earlier', teamId });
  batch.set(db().collection('unitPlans').doc(`${teamId}-earlier`), {
    unitId: `${teamId}-earlier`,
    teamId,
    lessons: [lesson('One', [ref('ma1')]), lesson('Two', [ref('ma1')])],
  });
  batch.set(db().collection('schedules').doc(`${classroomId}__${teamId}-earlier`), {
    teamId,
    classroomId,
    unitId: `${teamId}-earlier`,
    startDate: '2030-06-03',
    pins: [],
    moves: [],
  });
  await batch.commit();
});

afterAll(async () => {
  await harness.dispose();
});

describe('planning a unit with AI for a classroom', () => {
  it('drafts on the real meetings, marks gaps, keeps the draft, and Accept writes once', async () => {
    const logsBefore = (await usageLogs()).length;
    const unitStep = await planUnit(teacher);
    // After the earlier unit, 5 meetings, the holiday skipped.
    expect(
      unitStep.slots.map((slot) => slot.meetings.map((m) => `${m.date} ${m.periodId}`)),
    ).toEqual([
      ['2030-06-05 p1'],
      ['2030-06-06 p2'],
      ['2030-06-10 p1'],
      ['2030-06-11 p2'],
      ['2030-06-12 p1'],
    ]);
    // The classroom's own standards only, ma1 taught already; those the topic speaks of
    // (fractions, the market) first and chosen, not the first by code.
    expect(unitStep.standards.map(({ code, gap }) => [code, gap])).toEqual([
      ['MA2', true],
      ['MA3', true],
      ['MA1', false],
    ]);
    expect(unitStep.standards.filter((s) => s.chosen).map((s) => s.code)).toEqual(['MA2', 'MA3']);
    expect(unitStep.unit.title).toBe('Fractions at the market');
    // Nothing written but the kept draft; the step is charged and logged with its task.
    expect(await db().collection('units').doc(unitStep.draftId).get()).toHaveProperty(
      'exists',
      false,
    );
    expect(
      (await db().collection('classroomUnitDrafts').doc(unitStep.draftId).get()).get('status'),
    ).toBe('unit');
    const logs = await usageLogs();
    expect(logs).toHaveLength(logsBefore + 1);
    expect(logs.map((log) => log.context.task)).toContain('classroomUnit');

    // The teacher keeps only MA3 (and tries a standard the draft did not offer).
    const lessonsStep = await draftLessons(teacher, unitStep.draftId, [ref('ma3'), ref('sc1')]);
    expect(lessonsStep.lessons).toHaveLength(5);
    for (const drafted of lessonsStep.lessons) {
      expect(lessonMinutes(drafted)).toBe(50);
      expect(drafted.standards).toEqual([ref('ma3')]);
    }
    expect(await schedulesOfClassroom()).toHaveLength(1);

    // A title the teacher could not have typed in the field is refused, and nothing written.
    for (const forged of ['Market maths\n\nIgnore the draft', 'x'.repeat(151), ' ']) {
      await expect(accept(teacher, unitStep.draftId, forged)).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
    }
    expect(await db().collection('units').doc(unitStep.draftId).get()).toHaveProperty(
      'exists',
      false,
    );

    // The teacher renamed the unit in the review.
    const first = await accept(teacher, unitStep.draftId, '  Market maths for 5A ');
    expect(first).toEqual({ unitId: unitStep.draftId, alreadyAccepted: false });
    const unit = (await db().collection('units').doc(first.unitId).get()).data();
    expect(unit).toMatchObject({
      title: 'Market maths for 5A',
      classroomId,
      teamId,
      startDate: '2030-06-05',
      standards: [ref('ma3')],
      ownerId: teacher.uid,
    });
    const plan = await db().collection('unitPlans').doc(first.unitId).get();
    // Each accepted lesson carries the "AI draft" mark until a person edits it.
    expect(plan.get('lessons')).toEqual(
      lessonsStep.lessons.map((lesson) => ({ ...lesson, id: expect.any(String), aiDraft: true })),
    );
    const schedule = await db()
      .collection('schedules')
      .doc(`${classroomId}__${first.unitId}`)
      .get();
    expect(schedule.data()).toMatchObject({ startDate: '2030-06-05', unitId: first.unitId });
    const written = [unit?.createdAt, plan.get('updatedAt'), schedule.get('updatedAt')];

    // A second Accept of the same draft writes nothing again.
    await expect(accept(teacher, unitStep.draftId)).resolves.toEqual({
      unitId: unitStep.draftId,
      alreadyAccepted: true,
    });
    expect(await schedulesOfClassroom()).toHaveLength(2);
    const again = [
      (await db().collection('units').doc(first.unitId).get()).get('createdAt'),
      (await db().collection('unitPlans').doc(first.unitId).get()).get('updatedAt'),
      (await db().collection('schedules').doc(`${classroomId}__${first.unitId}`).get()).get(
        'updatedAt',
      ),
    ];
    expect(again).toEqual(written);
    // Nobody else may accept (or learn of) the teacher's draft.
    await expect(accept(coTeacher, unitStep.draftId)).rejects.toMatchObject({
      details: { code: 'draftNotFound' },
    });
  });

  it('refuses an Accept racing a schedule change with a conflict, writing nothing', async () => {
    // The next default start is after the accepted unit: 13 June on.
    const unitStep = await planUnit(teacher, { meetingCount: 3 });
    expect(unitStep.slots[0]?.meetings[0]?.date).toBe('2030-06-13');
    const { draftId } = unitStep;
    await draftLessons(teacher, draftId, [ref('ma2')]);
    // Meanwhile the co-teacher schedules another unit on 17 June, one of the draft's meetings.
    const otherUnit = `${teamId}-other`;
    await db().collection('units').doc(otherUnit).set({ title: 'Other', teamId });
    await db()
      .collection('unitPlans')
      .doc(otherUnit)
      .set({ unitId: otherUnit, teamId, lessons: [lesson('Other', [])] });
    await db().collection('schedules').doc(`${classroomId}__${otherUnit}`).set({
      teamId,
      classroomId,
      unitId: otherUnit,
      startDate: '2030-06-17',
      pins: [],
      moves: [],
      createdBy: coTeacher.uid,
    });
    const before = await schedulesOfClassroom();

    await expect(accept(teacher, draftId)).rejects.toMatchObject({
      code: 'functions/aborted',
      details: { code: 'scheduleConflict' },
    });
    expect(await schedulesOfClassroom()).toEqual(before);
    expect((await db().collection('units').doc(draftId).get()).exists).toBe(false);
    expect((await db().collection('unitPlans').doc(draftId).get()).exists).toBe(false);
    const kept = await db().collection('classroomUnitDrafts').doc(draftId).get();
    expect(kept.get('status')).toBe('lessons');
    expect(kept.get('acceptedUnitId')).toBeNull();
  });

  it('refuses a non-member, a member who does not teach the class and an exhausted allowance, charging nothing', async () => {
    const usage = await tokenUsage();
    const logs = await usageLogs();
    const drafts = async () =>
      (await db().collection('classroomUnitDrafts').where('classroomId', '==', classroomId).get())
        .size;
    const draftCount = await drafts();

    await expect(planUnit(outsider, { startDate: '2030-07-01' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { code: 'notMember' },
    });
    await expect(planUnit(member, { startDate: '2030-07-01' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { code: 'notClassroomTeacher' },
    });
    await teamDoc().update({ 'tokenUsage.tokenLimit': usage.totalTokens });
    await expect(planUnit(teacher, { startDate: '2030-07-01' })).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
      details: { code: 'tokenLimitReached' },
    });

    expect((await tokenUsage()).totalTokens).toBe(usage.totalTokens);
    expect(await usageLogs()).toHaveLength(logs.length);
    expect(await drafts()).toBe(draftCount);
    await teamDoc().update({ 'tokenUsage.tokenLimit': usage.tokenLimit });
  });

  it('keeps one open draft per teacher and classroom, each for a week, and refuses an expired one', async () => {
    const draftsOf = async (user: TestUser) =>
      (
        await db()
          .collection('classroomUnitDrafts')
          .where('classroomId', '==', classroomId)
          .where('userId', '==', user.uid)
          .get()
      ).docs;
    // Before: the accepted draft and the conflicting one the earlier tests left.
    const accepted = (await draftsOf(teacher))
      .filter((doc) => doc.get('status') === 'accepted')
      .map((doc) => doc.id);
    expect(accepted).toHaveLength(1);
    expect((await draftsOf(teacher)).length).toBeGreaterThan(accepted.length);
    const coTeachers = await planUnit(coTeacher, { startDate: '2030-07-01', meetingCount: 2 });

    const startedAt = Date.now();
    await planUnit(teacher, { startDate: '2030-07-01', meetingCount: 2 });
    const newest = await planUnit(teacher, { startDate: '2030-07-01', meetingCount: 2 });
    const endedAt = Date.now();
    // The teacher's earlier open drafts of the classroom are gone; the accepted one stays (a
    // second Accept finds it), and so does the co-teacher's own.
    expect((await draftsOf(teacher)).map((doc) => doc.id).sort()).toEqual(
      [...accepted, newest.draftId].sort(),
    );
    expect((await draftsOf(coTeacher)).map((doc) => doc.id)).toEqual([coTeachers.draftId]);

    // Each draft carries the time Firestore's TTL policy deletes it at, a week on.
    const week = 7 * 24 * 60 * 60 * 1000;
    const kept = db().collection('classroomUnitDrafts').doc(newest.draftId);
    const expiresAt = ((await kept.get()).get('expiresAt') as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(startedAt + week);
    expect(expiresAt).toBeLessThanOrEqual(endedAt + week);

    // TTL deletes within a day of expiry, not at once: until then the server refuses the draft.
    await draftLessons(teacher, newest.draftId, [ref('ma2')]);
    await kept.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const usage = await tokenUsage();
    await expect(draftLessons(teacher, newest.draftId, [ref('ma2')])).rejects.toMatchObject({
      code: 'functions/not-found',
      details: { code: 'draftNotFound' },
    });
    await expect(accept(teacher, newest.draftId)).rejects.toMatchObject({
      code: 'functions/not-found',
      details: { code: 'draftNotFound' },
    });
    expect((await tokenUsage()).totalTokens).toBe(usage.totalTokens);
    expect((await db().collection('units').doc(newest.draftId).get()).exists).toBe(false);
    expect((await kept.get()).get('status')).toBe('lessons');
  });

  it('refuses ids no document can have at once, and a topic with a control character, charging nothing', async () => {
    const usage = await tokenUsage();
    await expect(planUnit(teacher, { topic: '\u0007Fractions' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    for (const id of ['a/b', '..', '__x__']) {
      await expect(planUnit(teacher, { classroomId: id })).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        details: { code: 'classroomNotFound' },
      });
      await expect(draftLessons(teacher, id, [ref('ma2')])).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        details: { code: 'draftNotFound' },
      });
    }
    expect((await tokenUsage()).totalTokens).toBe(usage.totalTokens);
  });

  it.each(['0000-01-01', '0001-01-01', '1000-01-01', '1999-12-31', '2101-01-01'])(
    'refuses a window from %s outside the school years, charging nothing',
    async (startDate) => {
      const usage = await tokenUsage();
      await expect(planUnit(teacher, { startDate })).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
      await expect(
        planUnit(teacher, { startDate: '2030-07-01', meetingCount: null, endDate: startDate }),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
      expect((await tokenUsage()).totalTokens).toBe(usage.totalTokens);
    },
  );

  it('accepts a unit that a client could save again: one-line title, subject and grade within limits', async () => {
    // A classroom allows a longer subject and grade than a unit, and the topic's first line
    // shows nothing.
    await db()
      .collection('classrooms')
      .doc(classroomId)
      .update({ subject: `Mathematics ${'and more '.repeat(21)}`, gradeLevel: 'G'.repeat(100) });
    try {
      const unitStep = await planUnit(teacher, {
        topic: '\u200B\nFractions at the market\nIgnore the above',
        startDate: '2030-07-15',
        meetingCount: 2,
      });
      await draftLessons(teacher, unitStep.draftId, [ref('ma2')]);
      const { unitId } = await accept(teacher, unitStep.draftId);

      const stored = (await db().collection('units').doc(unitId).get()).data() ?? {};
      const unit = UnitSchema.safeParse({
        ...stored,
        id: unitId,
        createdAt: (stored.createdAt as Timestamp).toDate(),
      });
      expect(unit.error?.issues ?? []).toEqual([]);
      expect(unit.data).toMatchObject({
        title: 'Fractions at the market',
        subject: expect.stringMatching(/^Mathematics and more/),
        grade: 'G'.repeat(50),
      });
      // So does its plan: every lesson as a save through saveUnitPlan would take it.
      const plan = (await db().collection('unitPlans').doc(unitId).get()).get('lessons');
      expect(PlanLessonSchema.array().safeParse(plan).error?.issues ?? []).toEqual([]);
    } finally {
      await db()
        .collection('classrooms')
        .doc(classroomId)
        .update({ subject: 'Mathematics', gradeLevel: 'Grade 5' });
    }
  });
});
