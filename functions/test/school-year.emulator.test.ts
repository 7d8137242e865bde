// Starting the next school year (issue 36) against the Auth, Firestore and Functions emulators:
// only a team's leader starts it; it carries last year's templates and classrooms into the new
// year, moves the units along unscheduled and keeps last year read-only; a run stopped halfway
// is finished by the next run without doing anything twice; a run of a year already started
// changes nothing at all.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs functions/test/school-year.emulator.test.ts
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  START_SCHOOL_YEAR_FUNCTION,
  type StartSchoolYearResponse,
} from '@lesson-planner/shared-contracts/schedule';
import { startSchoolYear } from '../src/school-years/start-school-year';
import { createHarness, expectCallError, type Harness, type TestUser } from './emulator-harness';

const BELL = [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }];
const HOLIDAY = {
  label: 'Sports day',
  start: '2030-11-15',
  end: '2030-11-15',
  consumesCycleDay: false,
};
const CREATED = Timestamp.fromDate(new Date('2030-05-01T00:00:00Z'));
/** Last year's templates run 20 May 2030 (a Monday) to 28 March 2031. */
const NEXT_YEAR = { startDate: '2031-05-19', endDate: '2032-03-26' };
const FRAMEWORK = 'framework';
const ref = (standardId: string) => ({ frameworkId: FRAMEWORK, standardId });

let harness: Harness;
let leader: TestUser;
let teacher: TestUser;
let member: TestUser;
let outsider: TestUser;

const db = (): Firestore => harness.db;
const start = (user: TestUser, teamId: string) =>
  user.call<StartSchoolYearResponse>(START_SCHOOL_YEAR_FUNCTION, { teamId, ...NEXT_YEAR });
const read = async (collection: string, id: string) =>
  (await db().collection(collection).doc(id).get()).data();
const idsOf = async (collection: string, teamId: string) =>
  (await db().collection(collection).where('teamId', '==', teamId).get()).docs
    .map((doc) => doc.id)
    .sort();

/** Every document of the team's school time and plans, with when each was last written. */
async function snapshotOf(teamId: string): Promise<Record<string, string>> {
  const collections = [
    'scheduleTemplates',
    'scheduleTemplateDefaults',
    'classrooms',
    'classroomSlots',
    'schedules',
    'units',
    'schoolYears',
  ];
  const entries = await Promise.all(
    collections.map(async (name) =>
      (await db().collection(name).where('teamId', '==', teamId).get()).docs.map(
        (doc) => [`${name}/${doc.id}`, doc.updateTime.toDate().toISOString()] as const,
      ),
    ),
  );
  return Object.fromEntries(entries.flat());
}

/**
 * A school with last year's time: a weekly template (the default, with a holiday) and an A/B
 * rotation; 5A meets on the rotation, 5B (taught by the teacher and a teacher who has left) on
 * the week and follows a standard since removed; 5C is archived. A unit of 5A is scheduled; a
 * unit of no classroom names the removed standard.
 */
async function seedSchool(teamId: string): Promise<void> {
  const id = (name: string) => `${teamId}-${name}`;
  const batch = db().batch();
  const framework = db().collection('teams').doc(teamId).collection('frameworks').doc(FRAMEWORK);
  batch.set(framework, { teamId, name: 'Science' });
  batch.set(framework.collection('standards').doc('sc1'), { code: 'SC1', description: 'x' });
  const stamp = { version: 1, baseVersion: 0, updatedBy: leader.uid, updatedAt: CREATED };
  const template = (name: string, extra: Record<string, unknown>) =>
    batch.set(db().collection('scheduleTemplates').doc(id(name)), {
      teamId,
      name,
      startDate: '2030-05-20',
      endDate: '2031-03-28',
      closures: [HOLIDAY],
      createdBy: leader.uid,
      createdAt: CREATED,
      ...stamp,
      ...extra,
    });
  template('weekly', {
    cycleKind: 'weekly',
    cycleDays: Array.from({ length: 5 }, () => ({ label: '', periods: BELL })),
  });
  template('ab', {
    cycleKind: 'rotation',
    cycleDays: [
      { label: 'A', periods: BELL },
      { label: 'B', periods: BELL },
    ],
  });
  batch.set(db().collection('scheduleTemplateDefaults').doc(teamId), {
    teamId,
    templateId: id('weekly'),
    updatedBy: leader.uid,
    updatedAt: CREATED,
  });
  const classroom = (name: string, extra: Record<string, unknown>) =>
    batch.set(db().collection('classrooms').doc(id(name)), {
      name,
      subject: 'science',
      gradeLevel: 'grade-5',
      academicYear: '2030–2031',
      teamId,
      ownerId: teacher.uid,
      teacherIds: [teacher.uid],
      standards: [ref('sc1')],
      archived: false,
      createdAt: CREATED,
      updatedAt: null,
      ...extra,
    });
  classroom('5a', {});
  classroom('5b', { teacherIds: [teacher.uid, 'left-the-team'], standards: [ref('gone')] });
  classroom('5c', { archived: true });
  const slots = (classroomId: string, templateId: string) =>
    batch.set(db().collection('classroomSlots').doc(id(classroomId)), {
      classroomId: id(classroomId),
      teamId,
      templateId: id(templateId),
      slots: [{ cycleDay: 1, periodId: 'p1' }],
      ...stamp,
    });
  slots('5a', 'ab');
  slots('5b', 'weekly');
  const unit = (name: string, extra: Record<string, unknown>) =>
    batch.set(db().collection('units').doc(id(name)), {
      title: name,
      teamId,
      ownerId: teacher.uid,
      standards: [ref('sc1')],
      ...extra,
    });
  unit('ecosystems', { classroomId: id('5a'), startDate: '2030-06-03' });
  unit('old-notes', { classroomId: null, startDate: null, standards: [ref('gone')] });
  batch.set(
    db()
      .collection('schedules')
      .doc(`${id('5a')}__${id('ecosystems')}`),
    {
      teamId,
      classroomId: id('5a'),
      unitId: id('ecosystems'),
      startDate: '2030-06-03',
      pins: [],
      moves: [],
    },
  );
  await batch.commit();
}

beforeAll(async () => {
  harness = createHarness();
  [leader, teacher, member, outsider] = await Promise.all([
    harness.createUser('year-leader'),
    harness.createUser('year-teacher'),
    harness.createUser('year-member'),
    harness.createUser('year-outsider'),
  ]);
});

afterAll(async () => {
  await harness.dispose();
});

it('only a leader of the team starts its school year; nothing is written otherwise', async () => {
  const teamId = await harness.createTeam({ leader, members: [teacher, member] });
  await seedSchool(teamId);
  for (const caller of [member, teacher, outsider]) {
    const error = await start(caller, teamId).catch((failure: unknown) => failure);
    expect(error).toMatchObject({
      code: 'functions/permission-denied',
      details: { code: 'notLeader' },
    });
  }
  await expectCallError(
    harness.callSignedOut(START_SCHOOL_YEAR_FUNCTION, { teamId, ...NEXT_YEAR }),
    'unauthenticated',
  );
  await expectCallError(
    leader.call(START_SCHOOL_YEAR_FUNCTION, {
      teamId,
      startDate: '2031-05-19',
      endDate: '2030-05-19',
    }),
    'invalid-argument',
  );
  expect(await idsOf('schoolYears', teamId)).toEqual([]);
  expect(await idsOf('scheduleTemplates', teamId)).toHaveLength(2);
});

describe('a start that fails halfway', () => {
  let teamId: string;
  const id = (name: string) => `${teamId}-${name}`;

  beforeAll(async () => {
    teamId = await harness.createTeam({ leader, members: [teacher, member] });
    await seedSchool(teamId);
  });

  it('stops where the failure is, and the next run finishes it without doing anything twice', async () => {
    // Something is in the way of 5A's new classroom: the classrooms step fails.
    const squatter = db().collection('classrooms').doc(id('5a-2031'));
    await squatter.set({ name: 'In the way', teamId: 'elsewhere' });
    const failed = await start(leader, teamId).catch((failure: unknown) => failure);
    expect(failed).toMatchObject({ details: { code: 'idTaken' } });
    const year = await read('schoolYears', `${teamId}__2031`);
    expect(year).toMatchObject({
      status: 'current',
      label: '2031–2032',
      rollover: { status: 'running', stepsDone: ['templates'] },
    });
    expect(await idsOf('scheduleTemplates', teamId)).toEqual(
      [id('ab'), id('ab-2031'), id('weekly'), id('weekly-2031')].sort(),
    );
    expect((await read('classrooms', id('5a')))!.pastSchoolYear).toBeUndefined();

    await squatter.delete();
    const finished = await start(leader, teamId);
    expect(finished.alreadyStarted).toBe(false);

    // Templates made once, in the new year, the rotation from the new term's first day.
    expect(await idsOf('scheduleTemplates', teamId)).toHaveLength(4);
    expect(await read('scheduleTemplates', id('ab-2031'))).toMatchObject({
      name: 'ab',
      startDate: '2031-05-19',
      endDate: '2032-03-26',
      cycleKind: 'rotation',
      closures: [],
      version: 1,
    });
    expect((await read('scheduleTemplateDefaults', teamId))!.templateId).toBe(id('weekly-2031'));
    // Classrooms again for the new year; the archived one stays behind; a teacher who left
    // the team is not carried.
    expect(await read('classrooms', id('5b-2031'))).toMatchObject({
      name: '5b',
      academicYear: '2031–2032',
      teacherIds: [teacher.uid],
      standards: [ref('gone')],
      archived: false,
      updatedAt: null,
    });
    expect(await read('classrooms', id('5c-2031'))).toBeUndefined();
    expect(await read('classroomSlots', id('5a-2031'))).toMatchObject({
      templateId: id('ab-2031'),
      slots: [{ cycleDay: 1, periodId: 'p1' }],
    });
    // The unit goes with 5A, unscheduled; last year's schedule stays where it was.
    expect(await read('units', id('ecosystems'))).toMatchObject({
      classroomId: id('5a-2031'),
      startDate: null,
    });
    expect(await read('schedules', `${id('5a')}__${id('ecosystems')}`)).toMatchObject({
      startDate: '2030-06-03',
    });
    // Last year is kept, read-only.
    for (const [collection, name] of [
      ['classrooms', '5a'],
      ['classrooms', '5c'],
      ['scheduleTemplates', 'weekly'],
    ] as const) {
      expect((await read(collection, id(name)))!.pastSchoolYear).toBe(2030);
    }
    expect(await read('schoolYears', `${teamId}__2030`)).toMatchObject({
      status: 'past',
      label: '2030–2031',
      startDate: '2030-05-20',
      endDate: '2031-03-28',
      defaultTemplateId: id('weekly'),
    });
    // The report: carried, and what needs a look.
    const { report } = finished;
    expect(report.templates.map((t) => [t.id, t.lastYearClosures])).toEqual([
      [id('ab-2031'), [HOLIDAY]],
      [id('weekly-2031'), [HOLIDAY]],
    ]);
    expect(report.classrooms).toEqual([
      { sourceId: id('5a'), id: id('5a-2031'), name: '5a', teachersLeft: 0 },
      { sourceId: id('5b'), id: id('5b-2031'), name: '5b', teachersLeft: 1 },
    ]);
    expect(report.classroomsLeft).toEqual([{ id: id('5c'), name: '5c', reason: 'archived' }]);
    expect(report.unitCount).toBe(2);
    expect(report.unitsWithMissingStandards).toEqual([
      { id: id('old-notes'), name: 'old-notes', missing: [ref('gone')] },
    ]);
    expect(report.classroomsWithMissingStandards).toEqual([
      { id: id('5b-2031'), name: '5b', missing: [ref('gone')] },
    ]);
  });

  it('starting the same year again changes nothing and answers the same report', async () => {
    const before = await snapshotOf(teamId);
    const { report } = (await read('schoolYears', `${teamId}__2031`))!.rollover;
    await expect(start(leader, teamId)).resolves.toEqual({
      yearId: `${teamId}__2031`,
      alreadyStarted: true,
      report,
    });
    expect(await snapshotOf(teamId)).toEqual(before);
  });
});

it('a start stopped after moving the units is finished by the next run', async () => {
  const teamId = await harness.createTeam({ leader, members: [teacher] });
  await seedSchool(teamId);
  const stopped = new Error('stopped after the units');
  await expect(
    startSchoolYear(db(), leader.uid, { teamId, ...NEXT_YEAR }, (step) => {
      if (step === 'units') throw stopped;
    }),
  ).rejects.toBe(stopped);
  expect((await read('schoolYears', `${teamId}__2031`))!.rollover.stepsDone).toEqual([
    'templates',
    'classrooms',
    'units',
  ]);
  expect((await read('classrooms', `${teamId}-5a`))!.pastSchoolYear).toBeUndefined();

  const { report, alreadyStarted } = await start(leader, teamId);
  expect(alreadyStarted).toBe(false);
  expect(report.classrooms.map((classroom) => classroom.id)).toEqual([
    `${teamId}-5a-2031`,
    `${teamId}-5b-2031`,
  ]);
  expect(await idsOf('classrooms', teamId)).toHaveLength(5);
  expect((await read('classrooms', `${teamId}-5a`))!.pastSchoolYear).toBe(2030);
  expect((await read('units', `${teamId}-ecosystems`))!.classroomId).toBe(`${teamId}-5a-2031`);
});
