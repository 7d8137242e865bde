// Security rules of issue 36 (plan once, teach again): last school year kept read-only (its
// classrooms, templates and the time that hangs off them), the team's school years written by
// the server only, exemplar units chosen by leaders, and the credit of a copied unit written by
// the copyUnit callable only. Every write that changes the current year succeeds for the same
// caller, so each refusal below is the past year's, not a broken fixture's.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { createRulesTestEnvironment, reseed, seedTeam, type Db } from './rules-test-env';

type Persona = 'signedOut' | 'outsider' | 'member' | 'teacher' | 'leader' | 'otherLeader';
type SignedInPersona = Exclude<Persona, 'signedOut'>;

const UIDS: Record<SignedInPersona, string> = {
  outsider: 'outsider',
  member: 'member-a',
  teacher: 'teacher-a',
  leader: 'leader-a',
  otherLeader: 'leader-b',
};
const PERSONAS: Persona[] = ['signedOut', 'outsider', 'member', 'teacher', 'leader', 'otherLeader'];
const TEAM_A: Persona[] = ['member', 'teacher', 'leader'];
const TEAM_A_ROLES = { [UIDS.leader]: 'leader', [UIDS.member]: 'member', [UIDS.teacher]: 'member' };
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');
const COPIED_FROM = { unitId: 'unit-1', title: 'Ecosystems', ownerId: UIDS.member };

const uidOf = (persona: Persona): string => (persona === 'signedOut' ? 'nobody' : UIDS[persona]);
const bell = [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }];

const seeded = (version: number) => ({
  version,
  baseVersion: version - 1,
  updatedBy: UIDS.leader,
  updatedAt: SEEDED_AT,
});
const nextVersion = (persona: Persona, version: number) => ({
  version: version + 1,
  baseVersion: version,
  updatedBy: uidOf(persona),
  updatedAt: serverTimestamp(),
});
const created = (uid: string) => ({
  version: 1,
  baseVersion: 0,
  updatedBy: uid,
  updatedAt: serverTimestamp(),
});

/** Last year's and this year's of each: the same documents but for the past year's mark. */
const YEARS = {
  past: { classroom: 'classroom-2026', template: 'template-2026' },
  current: { classroom: 'classroom-2027', template: 'template-2027' },
} as const;
type Year = keyof typeof YEARS;

const classroom = (year: Year) => ({
  name: '5A Mathematics',
  subject: 'mathematics',
  gradeLevel: 'grade-5',
  academicYear: year === 'past' ? '2026–2027' : '2027–2028',
  teamId: 'team-a',
  ownerId: UIDS.teacher,
  teacherIds: [UIDS.teacher],
  standards: [],
  archived: false,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
  ...(year === 'past' ? { pastSchoolYear: 2026 } : {}),
});
const template = (year: Year) => ({
  teamId: 'team-a',
  name: 'Primary',
  startDate: year === 'past' ? '2026-05-18' : '2027-05-17',
  endDate: year === 'past' ? '2027-03-31' : '2028-03-29',
  cycleKind: 'weekly',
  cycleDays: Array.from({ length: 5 }, () => ({ label: '', periods: bell })),
  closures: [],
  createdBy: UIDS.leader,
  createdAt: SEEDED_AT,
  ...seeded(2),
  ...(year === 'past' ? { pastSchoolYear: 2026 } : {}),
});
const day = (year: Year) => (year === 'past' ? '2026-06-10' : '2027-06-09');
const paths = (year: Year) => {
  const { classroom: c, template: t } = YEARS[year];
  return {
    classroom: `classrooms/${c}`,
    template: `scheduleTemplates/${t}`,
    slots: `classroomSlots/${c}`,
    schedule: `schedules/${c}__unit-1`,
    newSchedule: `schedules/${c}__unit-2`,
    classLost: `lostDays/c_${c}_${day(year)}`,
    templateLost: `lostDays/t_${t}_${day(year)}`,
    note: `scheduleNotes/${c}_${day(year)}_p1`,
  };
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(() =>
  reseed(env, async (db) => {
    await seedTeam(db, 'team-a', 'Grade 5 Team', TEAM_A_ROLES, SEEDED_AT);
    await seedTeam(db, 'team-b', 'Team B', { [UIDS.otherLeader]: 'leader' }, SEEDED_AT);
    for (const unit of ['unit-1', 'unit-2'])
      await db.doc(`units/${unit}`).set({ title: unit, teamId: 'team-a', ownerId: UIDS.member });
    await db.doc('units/unit-b').set({ title: 'B', teamId: 'team-b', ownerId: UIDS.otherLeader });
    for (const year of ['past', 'current'] as const) {
      const { classroom: c, template: t } = YEARS[year];
      const at = paths(year);
      await db.doc(at.classroom).set(classroom(year));
      await db.doc(at.template).set(template(year));
      await db.doc(at.slots).set({
        classroomId: c,
        teamId: 'team-a',
        templateId: t,
        slots: [{ cycleDay: 0, periodId: 'p1' }],
        ...seeded(2),
      });
      await db.doc(at.schedule).set({
        teamId: 'team-a',
        classroomId: c,
        unitId: 'unit-1',
        startDate: day(year),
        pins: [],
        moves: [],
        createdBy: UIDS.teacher,
        createdAt: SEEDED_AT,
        ...seeded(2),
      });
      const lost = { teamId: 'team-a', templateId: t, date: day(year), reason: 'Rain' };
      await db
        .doc(at.classLost)
        .set({ ...lost, classroomId: c, createdBy: UIDS.teacher, createdAt: SEEDED_AT });
      await db
        .doc(at.templateLost)
        .set({ ...lost, classroomId: null, createdBy: UIDS.leader, createdAt: SEEDED_AT });
      await db.doc(at.note).set({
        teamId: 'team-a',
        classroomId: c,
        date: day(year),
        periodId: 'p1',
        text: 'Bring the seeds',
        ...seeded(2),
      });
    }
    await db.doc('scheduleTemplateDefaults/team-a').set({
      teamId: 'team-a',
      templateId: YEARS.current.template,
      updatedBy: UIDS.leader,
      updatedAt: SEEDED_AT,
    });
    await db.doc('schoolYears/team-a__2027').set({
      teamId: 'team-a',
      startYear: 2027,
      label: '2027–2028',
      status: 'current',
    });
    await db.doc('teams/team-a/exemplars/unit-1').set({
      markedBy: UIDS.leader,
      markedAt: SEEDED_AT,
    });
    await db.doc('units/copy-1').set({
      title: 'Ecosystems',
      subject: 'science',
      grade: 'grade-5',
      classroomId: null,
      teamId: 'team-a',
      startDate: null,
      weeks: 4,
      bigIdeas: [],
      essentialQuestions: [],
      standards: [],
      summativeAssessment: '',
      status: 'draft',
      ownerId: UIDS.teacher,
      collaboratorIds: [],
      copiedFrom: COPIED_FROM,
      createdAt: SEEDED_AT,
      updatedAt: null,
    });
  }),
);

function as(persona: Persona): Db {
  if (persona === 'signedOut') return env.unauthenticatedContext().firestore();
  return env.authenticatedContext(UIDS[persona]).firestore();
}

function matrix(personas: Persona[], allowed: Persona[]): [Persona, boolean][] {
  return personas.map((persona) => [persona, allowed.includes(persona)]);
}

async function expectOutcome(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

/**
 * Every change a classroom's teacher or the team's leader makes to a year's school time, as the
 * app writes it. Each is allowed this year and refused last year, to everyone.
 */
const CHANGES: [string, Persona, (db: Db, year: Year) => Promise<unknown>][] = [
  [
    'edit the classroom',
    'teacher',
    (db, year) =>
      db.doc(paths(year).classroom).update({ name: '5A Maths', updatedAt: serverTimestamp() }),
  ],
  ['delete the classroom', 'teacher', (db, year) => db.doc(paths(year).classroom).delete()],
  [
    'edit the template',
    'leader',
    (db, year) =>
      db.doc(paths(year).template).update({ name: 'Primary 5', ...nextVersion('leader', 2) }),
  ],
  ['delete the template', 'leader', (db, year) => db.doc(paths(year).template).delete()],
  [
    'make the template the default',
    'leader',
    (db, year) =>
      db.doc('scheduleTemplateDefaults/team-a').set({
        teamId: 'team-a',
        templateId: YEARS[year].template,
        updatedBy: UIDS.leader,
        updatedAt: serverTimestamp(),
      }),
  ],
  [
    'change when the classroom meets',
    'teacher',
    (db, year) =>
      db
        .doc(paths(year).slots)
        .update({ slots: [{ cycleDay: 1, periodId: 'p1' }], ...nextVersion('teacher', 2) }),
  ],
  [
    'schedule a unit',
    'teacher',
    (db, year) =>
      db.doc(paths(year).newSchedule).set({
        teamId: 'team-a',
        classroomId: YEARS[year].classroom,
        unitId: 'unit-2',
        startDate: day(year),
        pins: [],
        moves: [],
        createdBy: UIDS.teacher,
        createdAt: serverTimestamp(),
        ...created(UIDS.teacher),
      }),
  ],
  [
    'move a scheduled unit',
    'teacher',
    (db, year) =>
      db.doc(paths(year).schedule).update({ startDate: day(year), ...nextVersion('teacher', 2) }),
  ],
  ['unschedule a unit', 'teacher', (db, year) => db.doc(paths(year).schedule).delete()],
  [
    'lose a day of the classroom',
    'teacher',
    (db, year) => {
      const date = year === 'past' ? '2026-06-11' : '2027-06-10';
      return db.doc(`lostDays/c_${YEARS[year].classroom}_${date}`).set({
        teamId: 'team-a',
        templateId: YEARS[year].template,
        classroomId: YEARS[year].classroom,
        date,
        reason: 'Trip',
        createdBy: UIDS.teacher,
        createdAt: serverTimestamp(),
      });
    },
  ],
  ['give a lost day back', 'teacher', (db, year) => db.doc(paths(year).classLost).delete()],
  [
    'lose a day of the template',
    'leader',
    (db, year) => {
      const date = year === 'past' ? '2026-06-11' : '2027-06-10';
      return db.doc(`lostDays/t_${YEARS[year].template}_${date}`).set({
        teamId: 'team-a',
        templateId: YEARS[year].template,
        classroomId: null,
        date,
        reason: 'Flood',
        createdBy: UIDS.leader,
        createdAt: serverTimestamp(),
      });
    },
  ],
  [
    "give the template's lost day back",
    'leader',
    (db, year) => db.doc(paths(year).templateLost).delete(),
  ],
  [
    'edit a note',
    'teacher',
    (db, year) =>
      db.doc(paths(year).note).update({ text: 'Bring seeds', ...nextVersion('teacher', 2) }),
  ],
  ['delete a note', 'teacher', (db, year) => db.doc(paths(year).note).delete()],
];

describe('last school year is read-only', () => {
  it.each(CHANGES)('this year: %s, as the %s', async (_change, persona, change) => {
    await assertSucceeds(change(as(persona), 'current'));
  });

  it.each(CHANGES)('last year: %s is refused to everyone', async (_change, persona, change) => {
    for (const caller of new Set<Persona>([persona, 'teacher', 'leader']))
      await assertFails(change(as(caller), 'past'));
  });

  it('refuses a new classroom made as if of last year, and slots on last year’s template', async () => {
    const { pastSchoolYear: _mark, ...open } = classroom('past');
    await assertSucceeds(
      as('teacher')
        .doc('classrooms/new')
        .set({ ...open, createdAt: serverTimestamp(), updatedAt: null }),
    );
    await assertFails(
      as('teacher')
        .doc('classrooms/new-past')
        .set({ ...classroom('past'), createdAt: serverTimestamp(), updatedAt: null }),
    );
    await assertFails(
      as('teacher')
        .doc(paths('current').slots)
        .update({ templateId: YEARS.past.template, ...nextVersion('teacher', 2) }),
    );
  });

  it.each(matrix(PERSONAS, TEAM_A))(
    'last year’s classroom and time are still read, as %s: %s',
    async (persona, allowed) => {
      const at = paths('past');
      for (const path of [at.classroom, at.template, at.slots, at.schedule, at.classLost, at.note])
        await expectOutcome(allowed, as(persona).doc(path).get());
    },
  );
});

describe('schoolYears', () => {
  it.each(matrix(PERSONAS, TEAM_A))('list the team’s as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona).collection('schoolYears').where('teamId', '==', 'team-a').get(),
    );
  });

  it.each(PERSONAS)('refuses every write as %s (the server starts a year)', async (persona) => {
    const db = as(persona);
    await assertFails(db.doc('schoolYears/team-a__2027').update({ status: 'past' }));
    await assertFails(db.doc('schoolYears/team-a__2027').delete());
    await assertFails(
      db.doc('schoolYears/team-a__2028').set({ teamId: 'team-a', startYear: 2028 }),
    );
  });
});

describe('exemplars', () => {
  const mark = (persona: Persona, unitId = 'unit-2', team = 'team-a') =>
    as(persona)
      .doc(`teams/${team}/exemplars/${unitId}`)
      .set({ markedBy: uidOf(persona), markedAt: serverTimestamp() });

  it.each(matrix(PERSONAS, TEAM_A))('read as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).collection('teams/team-a/exemplars').get());
  });

  it.each(matrix(PERSONAS, ['leader']))('mark a unit as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, mark(persona));
  });

  it.each(matrix(PERSONAS, ['leader']))('unmark a unit as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc('teams/team-a/exemplars/unit-1').delete());
  });

  it("refuses another team's unit, another marker's name and a changed mark", async () => {
    await assertFails(mark('leader', 'unit-b'));
    await assertFails(mark('otherLeader', 'unit-1', 'team-b'));
    await assertFails(
      as('leader')
        .doc('teams/team-a/exemplars/unit-2')
        .set({ markedBy: UIDS.member, markedAt: serverTimestamp() }),
    );
    await assertFails(
      as('leader').doc('teams/team-a/exemplars/unit-1').update({ markedAt: serverTimestamp() }),
    );
  });
});

describe("a copy's credit (copiedFrom)", () => {
  const unitFields = {
    title: 'Ecosystems',
    subject: 'science',
    grade: 'grade-5',
    classroomId: null,
    teamId: 'team-a',
    startDate: null,
    weeks: 4,
    bigIdeas: [],
    essentialQuestions: [],
    standards: [],
    summativeAssessment: '',
    status: 'draft',
    ownerId: UIDS.teacher,
    collaboratorIds: [],
    createdAt: serverTimestamp(),
    updatedAt: null,
  };

  it('a unit is created without one; a client cannot claim one', async () => {
    await assertSucceeds(as('teacher').doc('units/new').set(unitFields));
    await assertFails(
      as('teacher')
        .doc('units/forged')
        .set({ ...unitFields, copiedFrom: COPIED_FROM }),
    );
  });

  it('the copy is edited by its owner; its credit stays as the server wrote it', async () => {
    const copy = as('teacher').doc('units/copy-1');
    await assertSucceeds(copy.update({ title: 'Ecosystems 5A', updatedAt: serverTimestamp() }));
    await assertFails(
      copy.update({
        copiedFrom: { ...COPIED_FROM, ownerId: UIDS.teacher },
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
