// Copying a unit (issue 36) against the Auth, Firestore and Functions emulators: the copy is the
// copier's, with the plan, the standards and the experiences and rubrics linked or copied, in a
// classroom of the unit's team they teach, scheduled there from a date; the original is not
// changed; a request sent again writes nothing; and who may not copy, or copy where, is refused
// with nothing written.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs functions/test/unit-copy.emulator.test.ts
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  COPY_UNIT_FUNCTION,
  MAX_EXPERIENCE_UNITS,
  type CopyUnitRequest,
  type CopyUnitResponse,
} from '@lesson-planner/shared-contracts/planning';
import { createHarness, expectCallError, type Harness, type TestUser } from './emulator-harness';

const STANDARD = { frameworkId: 'framework', standardId: 'sc1' };
const BELL = [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }];
const CREATED = Timestamp.fromDate(new Date('2030-01-06T00:00:00Z'));

let harness: Harness;
let leader: TestUser;
let author: TestUser;
let copier: TestUser;
let member: TestUser;
let outsider: TestUser;
let teamId: string;
let otherTeamId: string;
let copyCount = 0;

const db = () => harness.db;
const ids = () => {
  const prefix = teamId;
  return {
    unit: `${prefix}-ecosystems`,
    experience: `${prefix}-yarn-web`,
    rubric: `${prefix}-checklist`,
    classroom: `${prefix}-5a`,
    pastClassroom: `${prefix}-5a-2029`,
    untimedClassroom: `${prefix}-5c`,
    otherTeamClassroom: `${otherTeamId}-b1`,
    template: `${prefix}-template`,
  };
};

const lesson = (title: string, experienceId?: string) => ({
  title,
  objectives: [`Learn ${title}`],
  standards: [STANDARD],
  activities: [
    { title: 'Work', minutes: 50, description: '', ...(experienceId ? { experienceId } : {}) },
  ],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

const copyRequest = (overrides: Partial<CopyUnitRequest> = {}): CopyUnitRequest => {
  copyCount += 1;
  return {
    sourceUnitId: ids().unit,
    unitId: `${teamId}-copy-${copyCount}`,
    classroomId: ids().classroom,
    startDate: '2030-06-04',
    experiences: 'copied',
    rubrics: 'linked',
    ...overrides,
  };
};
const copy = (user: TestUser, request: CopyUnitRequest) =>
  user.call<CopyUnitResponse>(COPY_UNIT_FUNCTION, request);

const read = async (collection: string, id: string) =>
  (await db().collection(collection).doc(id).get()).data();
const linkedTo = async (collection: string, unitId: string) =>
  (await db().collection(collection).where('unitIds', 'array-contains', unitId).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as DocumentData & { id: string },
  );
/** Every document of the original unit, to prove a copy leaves them as they were. */
const original = async () => ({
  unit: await read('units', ids().unit),
  plan: await read('unitPlans', ids().unit),
  experience: await read('experiences', ids().experience),
});
const countOf = async (collection: string) =>
  (await db().collection(collection).where('teamId', '==', teamId).count().get()).data().count;

beforeAll(async () => {
  harness = createHarness();
  [leader, author, copier, member, outsider] = await Promise.all([
    harness.createUser('copy-leader'),
    harness.createUser('copy-author'),
    harness.createUser('copy-copier'),
    harness.createUser('copy-member'),
    harness.createUser('copy-outsider'),
  ]);
  teamId = await harness.createTeam({ leader, members: [author, copier, member] });
  otherTeamId = await harness.createTeam({ leader: outsider, members: [copier] });
  const at = ids();
  const batch = db().batch();
  batch.set(db().collection('units').doc(at.unit), {
    title: 'Ecosystems',
    subject: 'science',
    grade: 'grade-5',
    classroomId: null,
    teamId,
    startDate: '2030-01-07',
    weeks: 3,
    bigIdeas: ['Energy flows from the sun.'],
    essentialQuestions: ['Where does our rice get its energy?'],
    standards: [STANDARD],
    summativeAssessment: 'A field guide.',
    status: 'published',
    ownerId: author.uid,
    collaboratorIds: [member.uid],
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  batch.set(db().collection('unitPlans').doc(at.unit), {
    unitId: at.unit,
    teamId,
    ownerId: author.uid,
    lessons: [lesson('Plants'), lesson('Food chains', at.experience), lesson('Garden count')],
    version: 4,
    baseVersion: 3,
    updatedBy: author.uid,
    createdAt: CREATED,
    updatedAt: CREATED,
    reviewStatus: 'approved',
  });
  const versioned = { version: 2, baseVersion: 1, updatedBy: author.uid };
  batch.set(db().collection('experiences').doc(at.experience), {
    title: 'Yarn web',
    type: 'game',
    summary: '',
    duration: { amount: 15, unit: 'minutes' },
    grouping: 'wholeClass',
    steps: [],
    materials: ['Yarn'],
    resources: [],
    safetyNotes: '',
    differentiation: { support: '', extension: '', language: '' },
    evidence: '',
    assessment: '',
    standards: [STANDARD],
    teamId,
    subject: 'science',
    grade: 'grade-5',
    unitIds: [at.unit],
    rubricId: at.rubric,
    status: 'published',
    ownerId: author.uid,
    collaboratorIds: [],
    ...versioned,
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  batch.set(db().collection('rubrics').doc(at.rubric), {
    title: 'Yarn web checklist',
    description: '',
    type: 'checklist',
    subject: 'science',
    grade: 'grade-5',
    levelOrder: 'lowToHigh',
    levels: [],
    criteria: [],
    standards: [STANDARD],
    unitIds: [at.unit],
    experienceIds: [at.experience],
    teamId,
    ownerId: author.uid,
    ...versioned,
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  const classroom = (id: string, team: string, extra: Record<string, unknown> = {}) =>
    batch.set(db().collection('classrooms').doc(id), {
      name: id,
      subject: 'science',
      gradeLevel: 'grade-5',
      academicYear: '2030–2031',
      teamId: team,
      ownerId: copier.uid,
      teacherIds: [copier.uid],
      standards: [],
      archived: false,
      createdAt: CREATED,
      updatedAt: null,
      ...extra,
    });
  classroom(at.classroom, teamId);
  classroom(at.pastClassroom, teamId, { pastSchoolYear: 2029 });
  classroom(at.untimedClassroom, teamId);
  classroom(at.otherTeamClassroom, otherTeamId);
  classroom(`${teamId}-5b`, teamId, { teacherIds: [member.uid], ownerId: member.uid });
  batch.set(db().collection('scheduleTemplates').doc(at.template), {
    teamId,
    name: 'Weekly',
    startDate: '2030-06-03',
    endDate: '2031-03-28',
    cycleKind: 'weekly',
    cycleDays: Array.from({ length: 5 }, () => ({ label: '', periods: BELL })),
    closures: [],
  });
  batch.set(db().collection('classroomSlots').doc(at.classroom), {
    classroomId: at.classroom,
    teamId,
    templateId: at.template,
    slots: [
      { cycleDay: 1, periodId: 'p1' },
      { cycleDay: 3, periodId: 'p1' },
    ],
  });
  await batch.commit();
});

afterAll(async () => {
  await harness.dispose();
});

describe('copying a unit', () => {
  it('makes the copier a copy in their classroom, scheduled there, and leaves the original', async () => {
    const before = await original();
    const rubricBefore = await read('rubrics', ids().rubric);
    const request = copyRequest();

    await expect(copy(copier, request)).resolves.toEqual({
      unitId: request.unitId,
      alreadyCopied: false,
    });

    const unit = await read('units', request.unitId);
    expect(unit).toMatchObject({
      title: 'Ecosystems',
      standards: [STANDARD],
      bigIdeas: ['Energy flows from the sun.'],
      weeks: 3,
      teamId,
      classroomId: ids().classroom,
      startDate: '2030-06-04',
      status: 'draft',
      ownerId: copier.uid,
      collaboratorIds: [],
      copiedFrom: { unitId: ids().unit, title: 'Ecosystems', ownerId: author.uid },
      updatedAt: null,
    });
    // The copy's experience is its own; the rubric stays one, now linked to both units.
    const [ownExperience] = await linkedTo('experiences', request.unitId);
    expect(ownExperience).toMatchObject({
      title: 'Yarn web',
      unitIds: [request.unitId],
      rubricId: ids().rubric,
      ownerId: copier.uid,
      version: 1,
    });
    expect(ownExperience!.id).not.toBe(ids().experience);
    const plan = await read('unitPlans', request.unitId);
    expect(plan).toMatchObject({ unitId: request.unitId, ownerId: copier.uid, version: 1 });
    expect(plan).not.toHaveProperty('reviewStatus');
    expect(plan!.lessons.map((l: { title: string }) => l.title)).toEqual([
      'Plants',
      'Food chains',
      'Garden count',
    ]);
    expect(plan!.lessons[1].activities[0].experienceId).toBe(ownExperience!.id);
    expect(await read('rubrics', ids().rubric)).toMatchObject({
      unitIds: [ids().unit, request.unitId],
      version: (rubricBefore!.version as number) + 1,
      updatedBy: copier.uid,
    });
    expect(await read('schedules', `${ids().classroom}__${request.unitId}`)).toMatchObject({
      teamId,
      classroomId: ids().classroom,
      unitId: request.unitId,
      startDate: '2030-06-04',
      createdBy: copier.uid,
    });

    expect(await original()).toEqual(before);
  });

  it('the same request sent again finds the copy and writes nothing twice', async () => {
    const request = copyRequest();
    await copy(copier, request);
    const counts = async () =>
      Promise.all(['units', 'experiences', 'schedules'].map((name) => countOf(name)));
    const after = await counts();
    await expect(copy(copier, request)).resolves.toEqual({
      unitId: request.unitId,
      alreadyCopied: true,
    });
    expect(await counts()).toEqual(after);
  });

  it('links the experiences and copies the rubrics when asked, unscheduled and in no classroom', async () => {
    const request = copyRequest({
      classroomId: null,
      startDate: null,
      experiences: 'linked',
      rubrics: 'copied',
    });
    await copy(member, request);
    expect(await read('units', request.unitId)).toMatchObject({
      classroomId: null,
      startDate: null,
      ownerId: member.uid,
    });
    expect((await read('experiences', ids().experience))!.unitIds).toContain(request.unitId);
    const [ownRubric] = await linkedTo('rubrics', request.unitId);
    expect(ownRubric).toMatchObject({
      unitIds: [request.unitId],
      experienceIds: [ids().experience],
      ownerId: member.uid,
    });
    expect(ownRubric!.id).not.toBe(ids().rubric);
    // The lesson keeps using the shared experience.
    const plan = await read('unitPlans', request.unitId);
    expect(plan!.lessons[1].activities[0].experienceId).toBe(ids().experience);
  });
});

describe('refusals, with nothing written', () => {
  const refused = async (
    user: TestUser,
    request: CopyUnitRequest,
    status: string,
    code: string,
  ) => {
    const error = await copy(user, request).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: `functions/${status}`, details: { code } });
    expect(await read('units', request.unitId)).toBeUndefined();
    expect(await linkedTo('experiences', request.unitId)).toEqual([]);
  };

  it('refuses who is not a member of the unit’s team', async () => {
    await refused(
      outsider,
      copyRequest({ classroomId: null, startDate: null }),
      'permission-denied',
      'notMember',
    );
  });

  it('refuses a signed-out caller', async () => {
    await expectCallError(
      harness.callSignedOut(COPY_UNIT_FUNCTION, copyRequest()),
      'unauthenticated',
    );
  });

  it('lands copies only in a classroom of the unit’s team that the copier teaches', async () => {
    // A classroom of another of the copier's teams: copies stay in the unit's team.
    await refused(
      copier,
      copyRequest({ classroomId: ids().otherTeamClassroom, startDate: null }),
      'permission-denied',
      'notClassroomTeacher',
    );
    // A classroom of the team someone else teaches.
    await refused(
      copier,
      copyRequest({ classroomId: `${teamId}-5b`, startDate: null }),
      'permission-denied',
      'notClassroomTeacher',
    );
    await refused(
      copier,
      copyRequest({ classroomId: `${teamId}-none` }),
      'not-found',
      'classroomNotFound',
    );
  });

  it('refuses a classroom of a past school year, and scheduling without meetings', async () => {
    await refused(
      copier,
      copyRequest({ classroomId: ids().pastClassroom, startDate: null }),
      'failed-precondition',
      'pastSchoolYear',
    );
    await refused(
      copier,
      copyRequest({ classroomId: ids().untimedClassroom }),
      'failed-precondition',
      'noSchoolTime',
    );
  });

  it('refuses an id another unit has, and a date without a classroom', async () => {
    await refused(
      copier,
      copyRequest({ classroomId: null, startDate: '2030-06-04' }),
      'invalid-argument',
      'copyInvalid',
    );
    const error = await copy(copier, copyRequest({ unitId: ids().unit })).catch((e: unknown) => e);
    expect(error).toMatchObject({ details: { code: 'idTaken' } });
  });

  it('refuses linking an experience that is linked to as many units as it may be', async () => {
    const full = Array.from({ length: MAX_EXPERIENCE_UNITS }, (_, n) => `${teamId}-unit-${n}`);
    const experience = db().collection('experiences').doc(ids().experience);
    const before = (await experience.get()).get('unitIds') as string[];
    await experience.update({ unitIds: [ids().unit, ...full.slice(1)] });
    try {
      await refused(
        copier,
        copyRequest({ experiences: 'linked' }),
        'failed-precondition',
        'linkLimit',
      );
      // Copying it instead is fine.
      const request = copyRequest({ experiences: 'copied', startDate: null });
      await expect(copy(copier, request)).resolves.toMatchObject({ alreadyCopied: false });
    } finally {
      await experience.update({ unitIds: before });
    }
  });
});
