// Security rules for school time: schedule templates and the team's default, classroom slots,
// schedules, lost days and notes. Every collection against every kind of caller, then what the
// rules check of what clients write, and the version guard of documents several people edit.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import {
  MAX_NOTE_LENGTH,
  MAX_LOST_DAY_REASON_LENGTH,
  MAX_SLOTS_PER_CLASSROOM,
} from '@lesson-planner/shared-contracts/schedule';
import { createRulesTestEnvironment, reseed, seedTeam, type Db } from './rules-test-env';

/**
 * Team A: a leader, a member and the teacher of 5B. The former teacher left the team but is
 * still listed on 5B. The other leader leads team B only.
 */
type Persona =
  'signedOut' | 'outsider' | 'member' | 'teacher' | 'leader' | 'otherLeader' | 'formerTeacher';
type SignedInPersona = Exclude<Persona, 'signedOut'>;

const UIDS: Record<SignedInPersona, string> = {
  outsider: 'outsider',
  member: 'member-a',
  teacher: 'teacher-a',
  leader: 'leader-a',
  otherLeader: 'leader-b',
  formerTeacher: 'former-a',
};
const PERSONAS: Persona[] = [
  'signedOut',
  'outsider',
  'member',
  'teacher',
  'leader',
  'otherLeader',
  'formerTeacher',
];
const TEAM_A: Persona[] = ['member', 'teacher', 'leader'];
const LEADERS: Persona[] = ['leader'];
const TEACHERS: Persona[] = ['teacher', 'leader'];
const TEAM_A_ROLES = { [UIDS.leader]: 'leader', [UIDS.member]: 'member', [UIDS.teacher]: 'member' };

const SEEDED_AT = new Date('2026-01-10T00:00:00Z');
const TEMPLATE = 'scheduleTemplates/template-a';
const SLOTS = 'classroomSlots/classroom-5b';
const SCHEDULE = 'schedules/classroom-5b__unit-1';
const CLASS_LOST = 'lostDays/c_classroom-5b_2026-06-10';
const TEMPLATE_LOST = 'lostDays/t_template-a_2026-06-12';
const NOTE = 'scheduleNotes/classroom-5b_2026-06-08_p1';

const uidOf = (persona: Persona): string => (persona === 'signedOut' ? 'nobody' : UIDS[persona]);
const bell = [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }];
const cycleDays = (count: number) =>
  Array.from({ length: count }, () => ({ label: '', periods: bell }));

const created = (uid: string) => ({
  version: 1,
  baseVersion: 0,
  updatedBy: uid,
  updatedAt: serverTimestamp(),
});
const seeded = (version: number) => ({
  version,
  baseVersion: version - 1,
  updatedBy: UIDS.leader,
  updatedAt: SEEDED_AT,
});
/** An edit of a document at `version` as the app writes it: the next version, by the caller. */
const nextVersion = (persona: Persona, version: number) => ({
  version: version + 1,
  baseVersion: version,
  updatedBy: uidOf(persona),
  updatedAt: serverTimestamp(),
});

const newTemplate = (uid: string, overrides: Record<string, unknown> = {}) => ({
  teamId: 'team-a',
  name: 'Primary 2026',
  startDate: '2026-05-18',
  endDate: '2027-03-31',
  cycleKind: 'rotation',
  cycleDays: cycleDays(6),
  closures: [
    { label: 'Visakha Bucha', start: '2026-05-31', end: '2026-05-31', consumesCycleDay: false },
  ],
  createdBy: uid,
  createdAt: serverTimestamp(),
  ...created(uid),
  ...overrides,
});
const newSlots = (uid: string, overrides: Record<string, unknown> = {}) => ({
  classroomId: 'classroom-5b',
  teamId: 'team-a',
  templateId: 'template-a',
  slots: [{ cycleDay: 0, periodId: 'p1' }],
  ...created(uid),
  ...overrides,
});
const newSchedule = (uid: string, overrides: Record<string, unknown> = {}) => ({
  teamId: 'team-a',
  classroomId: 'classroom-5b',
  unitId: 'unit-2',
  startDate: '2026-06-08',
  pins: [],
  moves: [],
  createdBy: uid,
  createdAt: serverTimestamp(),
  ...created(uid),
  ...overrides,
});
const newLostDay = (uid: string, overrides: Record<string, unknown> = {}) => ({
  teamId: 'team-a',
  templateId: 'template-a',
  classroomId: 'classroom-5b',
  date: '2026-06-17',
  reason: 'Assembly',
  createdBy: uid,
  createdAt: serverTimestamp(),
  ...overrides,
});
const newNote = (uid: string, overrides: Record<string, unknown> = {}) => ({
  teamId: 'team-a',
  classroomId: 'classroom-5b',
  date: '2026-06-09',
  periodId: 'p1',
  text: 'Bring the seeds',
  ...created(uid),
  ...overrides,
});

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
    await db.doc('classrooms/classroom-5b').set({
      name: '5B Science',
      teamId: 'team-a',
      ownerId: UIDS.teacher,
      teacherIds: [UIDS.teacher, UIDS.formerTeacher],
    });
    await db.doc('classrooms/classroom-b').set({
      name: 'B1',
      teamId: 'team-b',
      ownerId: UIDS.otherLeader,
      teacherIds: [UIDS.otherLeader],
    });
    for (const unit of ['unit-1', 'unit-2'])
      await db.doc(`units/${unit}`).set({ title: unit, teamId: 'team-a', ownerId: UIDS.member });
    await db.doc('units/unit-b').set({ title: 'B', teamId: 'team-b', ownerId: UIDS.otherLeader });
    const stamp = { createdAt: SEEDED_AT, ...seeded(2) };
    await db.doc(TEMPLATE).set(newTemplate(UIDS.leader, stamp));
    await db
      .doc('scheduleTemplates/template-b')
      .set(newTemplate(UIDS.otherLeader, { ...stamp, teamId: 'team-b' }));
    await db.doc('scheduleTemplateDefaults/team-a').set({
      teamId: 'team-a',
      templateId: 'template-a',
      updatedBy: UIDS.leader,
      updatedAt: SEEDED_AT,
    });
    await db.doc(SLOTS).set(newSlots(UIDS.teacher, seeded(2)));
    await db.doc(SCHEDULE).set(newSchedule(UIDS.teacher, { ...stamp, unitId: 'unit-1' }));
    await db
      .doc(CLASS_LOST)
      .set(newLostDay(UIDS.teacher, { date: '2026-06-10', createdAt: SEEDED_AT }));
    await db
      .doc(TEMPLATE_LOST)
      .set(
        newLostDay(UIDS.leader, { classroomId: null, date: '2026-06-12', createdAt: SEEDED_AT }),
      );
    await db.doc(NOTE).set(newNote(UIDS.teacher, { date: '2026-06-08', ...seeded(2) }));
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

/** Reads and team lists every collection of school time allows to the team's members only. */
describe.each([
  ['scheduleTemplates', TEMPLATE],
  ['classroomSlots', SLOTS],
  ['schedules', SCHEDULE],
  ['lostDays', CLASS_LOST],
  ['scheduleNotes', NOTE],
])('reading %s', (collection, path) => {
  it.each(matrix(PERSONAS, TEAM_A))('get as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(path).get());
  });

  it.each(matrix(PERSONAS, TEAM_A))(
    'list the team’s (teamId ==) as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona).collection(collection).where('teamId', '==', 'team-a').get(),
      );
    },
  );

  it.each(PERSONAS)('denies an unconstrained list as %s', async (persona) => {
    await assertFails(as(persona).collection(collection).get());
  });
});

/**
 * Issue 27, existence oracle: whoever may not read a classroom's school time must not learn
 * which of its dates are lost, which meetings have notes or which units are scheduled. A missing
 * document is read by the team of the classroom (or template) its id names, as an existing one
 * is; everyone else gets the same refusal for both. The app reads missing notes and schedules
 * (a first save starts from "none yet"), so the team's reads must keep working.
 */
/**
 * Who probes the missing documents: a member of team A and the leader of team B (each the
 * reader of one team's documents and an outsider to the other's), the outsider of no team, and
 * the former teacher still listed on 5B (whom a rule reading the classroom's teacherIds would
 * let through). The signed-out visitor and team A's other roles add nothing here: the matrix of
 * existing documents above already refuses the one and admits the others alike.
 */
const ORACLE_PROBES: Persona[] = ['outsider', 'member', 'otherLeader', 'formerTeacher'];

describe.each<[string, string, Persona[]]>([
  ['schedule of 5B', 'schedules/classroom-5b__unit-2', TEAM_A],
  ['schedule of team B', 'schedules/classroom-b__unit-b', ['otherLeader']],
  ['schedule of no classroom', 'schedules/no-such__unit-1', []],
  ['lost day of 5B', 'lostDays/c_classroom-5b_2026-06-11', TEAM_A],
  ["lost day of team A's template", 'lostDays/t_template-a_2026-06-15', TEAM_A],
  ['lost day of a classroom of team B', 'lostDays/c_classroom-b_2026-06-11', ['otherLeader']],
  ["lost day of team B's template", 'lostDays/t_template-b_2026-06-15', ['otherLeader']],
  ['lost day of no classroom', 'lostDays/c_no-such_2026-06-11', []],
  ['lost day of no template', 'lostDays/t_no-such_2026-06-11', []],
  ['lost day under a malformed id', 'lostDays/classroom-5b', []],
  ['note of 5B', 'scheduleNotes/classroom-5b_2026-06-09_p1', TEAM_A],
  ['note of team B', 'scheduleNotes/classroom-b_2026-06-09_p-2', ['otherLeader']],
  ['note of no classroom', 'scheduleNotes/no-such_2026-06-09_p1', []],
  ['note under a malformed id', 'scheduleNotes/classroom-5b', []],
  ['slots of a classroom of team B', 'classroomSlots/classroom-b', ['otherLeader']],
  ['slots of no classroom', 'classroomSlots/no-such', []],
])('get a missing %s', (_case, path, readers) => {
  it.each(matrix(ORACLE_PROBES, readers))('as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(path).get());
  });
});

it('the team still reads the school time of a deleted classroom and template', async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc('classrooms/classroom-5b').delete();
    await context.firestore().doc(TEMPLATE).delete();
  });
  for (const path of [SLOTS, SCHEDULE, CLASS_LOST, TEMPLATE_LOST, NOTE]) {
    await assertSucceeds(as('member').doc(path).get());
    await assertFails(as('outsider').doc(path).get());
  }
});

describe('scheduleTemplates', () => {
  it.each(matrix(PERSONAS, LEADERS))('create as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc('scheduleTemplates/new')
        .set(newTemplate(uidOf(persona))),
    );
  });

  it.each(matrix(PERSONAS, LEADERS))('update as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(TEMPLATE)
        .update({ name: 'Primary 2026–27', ...nextVersion(persona, 2) }),
    );
  });

  it.each(matrix(PERSONAS, LEADERS))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(TEMPLATE).delete());
  });

  it('refuses the second of two edits that started from the same version', async () => {
    await assertSucceeds(
      as('leader')
        .doc(TEMPLATE)
        .update({ name: 'A', ...nextVersion('leader', 2) }),
    );
    await assertFails(
      as('leader')
        .doc(TEMPLATE)
        .update({ name: 'B', ...nextVersion('leader', 2) }),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['a Monday–Friday week', { cycleKind: 'weekly', cycleDays: cycleDays(5) }],
    ['A/B weeks', { cycleKind: 'abWeeks', cycleDays: cycleDays(10) }],
    ['A/B days (a 2-day rotation)', { cycleDays: cycleDays(2) }],
    ['a 10-day rotation and no holidays', { cycleDays: cycleDays(10), closures: [] }],
    ['a one-day term', { startDate: '2026-06-01', endDate: '2026-06-01' }],
    ['the longest name', { name: 'x'.repeat(80) }],
  ])('accepts a template with %s', async (_case, overrides) => {
    await assertSucceeds(
      as('leader').doc('scheduleTemplates/new').set(newTemplate(UIDS.leader, overrides)),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['another team', { teamId: 'team-b' }],
    ['a blank name', { name: '  ' }],
    ['a name too long', { name: 'x'.repeat(81) }],
    ['a name of only invisible characters', { name: '\u200b\u200b' }],
    ['a start date in another format', { startDate: '18/05/2026' }],
    ['a term in year 1000', { startDate: '1000-01-01', endDate: '1000-06-30' }],
    ['an end before the start', { endDate: '2026-05-17' }],
    ['an unknown cycle', { cycleKind: 'monthly' }],
    ['a week of 6 days', { cycleKind: 'weekly', cycleDays: cycleDays(6) }],
    ['A/B weeks of 5 days', { cycleKind: 'abWeeks', cycleDays: cycleDays(5) }],
    ['a 1-day rotation', { cycleDays: cycleDays(1) }],
    ['an 11-day rotation', { cycleDays: cycleDays(11) }],
    [
      'a cycle day with an extra field',
      { cycleDays: [...cycleDays(5), { label: '', periods: [], x: 1 }] },
    ],
    [
      'a cycle day label too long',
      { cycleDays: [...cycleDays(5), { label: 'x'.repeat(21), periods: [] }] },
    ],
    [
      'too many periods in a day',
      { cycleDays: [...cycleDays(5), { label: '', periods: Array(17).fill(bell[0]) }] },
    ],
    ['periods that are not a list', { cycleDays: [...cycleDays(5), { label: '', periods: 'p1' }] }],
    [
      'too many closures',
      {
        closures: Array(101).fill({
          label: 'x',
          start: '2026-06-01',
          end: '2026-06-01',
          consumesCycleDay: false,
        }),
      },
    ],
    ['a first version other than 1', { version: 2 }],
    ['a base version on creation', { baseVersion: 1 }],
    ['someone else as creator', { createdBy: UIDS.member }],
    ['a client-chosen createdAt', { createdAt: new Date() }],
    ['an extra field', { isDefault: true }],
  ])('denies a template with %s', async (_case, overrides) => {
    await assertFails(
      as('leader').doc('scheduleTemplates/new').set(newTemplate(UIDS.leader, overrides)),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['teamId', { teamId: 'team-b' }],
    ['createdBy', { createdBy: UIDS.member }],
    ['baseVersion to an older one', { baseVersion: 1, version: 2 }],
    ['version without a base version', { baseVersion: 2, version: 4 }],
  ])('denies the leader changing %s', async (_case, change) => {
    await assertFails(
      as('leader')
        .doc(TEMPLATE)
        .update({ ...nextVersion('leader', 2), ...change }),
    );
  });
});

describe('scheduleTemplateDefaults', () => {
  const choose = (persona: Persona, templateId = 'template-a', teamId = 'team-a') =>
    as(persona)
      .doc(`scheduleTemplateDefaults/${teamId}`)
      .set({ teamId, templateId, updatedBy: uidOf(persona), updatedAt: serverTimestamp() });

  it.each(matrix(PERSONAS, TEAM_A))('read as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc('scheduleTemplateDefaults/team-a').get());
  });

  it.each(matrix(PERSONAS, LEADERS))('choose the default as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, choose(persona));
  });

  it("denies another team's template, one that does not exist and a mismatched team", async () => {
    await assertFails(choose('leader', 'template-b'));
    await assertFails(choose('leader', 'no-such-template'));
    await assertFails(
      as('leader').doc('scheduleTemplateDefaults/team-a').set({
        teamId: 'team-b',
        templateId: 'template-a',
        updatedBy: UIDS.leader,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('classroomSlots', () => {
  it.each(matrix(PERSONAS, TEACHERS))('create as %s: %s', async (persona, allowed) => {
    await env.withSecurityRulesDisabled((context) => context.firestore().doc(SLOTS).delete());
    await expectOutcome(
      allowed,
      as(persona)
        .doc(SLOTS)
        .set(newSlots(uidOf(persona))),
    );
  });

  it.each(matrix(PERSONAS, TEACHERS))('update as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(SLOTS)
        .update({ slots: [], ...nextVersion(persona, 2) }),
    );
  });

  it.each(matrix(PERSONAS, TEACHERS))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(SLOTS).delete());
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'the most slots',
      { slots: Array(MAX_SLOTS_PER_CLASSROOM).fill({ cycleDay: 0, periodId: 'p1' }) },
    ],
  ])('accepts %s', async (_case, change) => {
    await assertSucceeds(
      as('teacher')
        .doc(SLOTS)
        .update({ ...nextVersion('teacher', 2), ...change }),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'too many slots',
      { slots: Array(MAX_SLOTS_PER_CLASSROOM + 1).fill({ cycleDay: 0, periodId: 'p1' }) },
    ],
    ['slots that are not a list', { slots: { mon: 1 } }],
    ["another team's template", { templateId: 'template-b' }],
    ['a template that does not exist', { templateId: 'no-such-template' }],
    ['another team', { teamId: 'team-b' }],
    ['another classroom id', { classroomId: 'classroom-b' }],
    ['a stale version', { version: 2, baseVersion: 1 }],
    ['someone else as updatedBy', { updatedBy: UIDS.leader }],
    ['an extra field', { timetable: {} }],
  ])('denies %s', async (_case, change) => {
    await assertFails(
      as('teacher')
        .doc(SLOTS)
        .update({ ...nextVersion('teacher', 2), ...change }),
    );
  });
});

describe('schedules', () => {
  const NEW = 'schedules/classroom-5b__unit-2';

  it.each(matrix(PERSONAS, TEACHERS))('create as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(NEW)
        .set(newSchedule(uidOf(persona))),
    );
  });

  it.each(matrix(PERSONAS, TEACHERS))('reschedule as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(SCHEDULE)
        .update({ pins: [{ lessonIndex: 2, date: '2026-06-15' }], ...nextVersion(persona, 2) }),
    );
  });

  it.each(matrix(PERSONAS, TEACHERS))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(SCHEDULE).delete());
  });

  it('refuses the second of two edits that started from the same version', async () => {
    await assertSucceeds(
      as('teacher')
        .doc(SCHEDULE)
        .update({ startDate: '2026-06-09', ...nextVersion('teacher', 2) }),
    );
    await assertFails(
      as('leader')
        .doc(SCHEDULE)
        .update({ startDate: '2026-06-10', ...nextVersion('leader', 2) }),
    );
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['an id that is not classroom__unit', 'schedules/whatever', {}],
    ["another team's unit", 'schedules/classroom-5b__unit-b', { unitId: 'unit-b' }],
    ['a unit that does not exist', 'schedules/classroom-5b__nope', { unitId: 'nope' }],
    ['another team', NEW, { teamId: 'team-b' }],
    ['a start date that is not a date', NEW, { startDate: 'next Monday' }],
    ['a start date of year 0', NEW, { startDate: '0000-01-01' }],
    ['too many pins', NEW, { pins: Array(61).fill({ lessonIndex: 0, date: '2026-06-08' }) }],
    ['moves that are not a list', NEW, { moves: 'none' }],
    ['a first version other than 1', NEW, { version: 3 }],
    ['an extra field', NEW, { lostDates: [] }],
  ])('denies a schedule with %s', async (_case, path, overrides) => {
    await assertFails(as('teacher').doc(path).set(newSchedule(UIDS.teacher, overrides)));
  });
});

describe('lostDays', () => {
  const markClassroom = (persona: Persona, overrides: Record<string, unknown> = {}) =>
    as(persona)
      .doc('lostDays/c_classroom-5b_2026-06-17')
      .set(newLostDay(uidOf(persona), overrides));
  const markTemplate = (persona: Persona) =>
    as(persona)
      .doc('lostDays/t_template-a_2026-06-17')
      .set(newLostDay(uidOf(persona), { classroomId: null }));

  it.each(matrix(PERSONAS, TEACHERS))(
    'mark a classroom’s date lost as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, markClassroom(persona));
    },
  );

  it.each(matrix(PERSONAS, LEADERS))(
    'mark a date lost for the whole template as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, markTemplate(persona));
    },
  );

  it.each(matrix(PERSONAS, TEACHERS))(
    'undo a classroom’s lost date as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(CLASS_LOST).delete());
    },
  );

  it.each(matrix(PERSONAS, LEADERS))(
    'undo a template’s lost date as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(TEMPLATE_LOST).delete());
    },
  );

  it.each(PERSONAS)('denies editing a lost date as %s', async (persona) => {
    await assertFails(as(persona).doc(CLASS_LOST).update({ reason: 'Sports day' }));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a date other than the id', { date: '2026-06-18' }],
    ['another classroom than the id', { classroomId: 'classroom-b' }],
    ["another team's template", { templateId: 'template-b' }],
    ['another team', { teamId: 'team-b' }],
    ['a reason too long', { reason: 'x'.repeat(MAX_LOST_DAY_REASON_LENGTH + 1) }],
    ['someone else as creator', { createdBy: UIDS.leader }],
    ['a client-chosen createdAt', { createdAt: new Date() }],
    ['an extra field', { lessons: 3 }],
  ])('denies a lost day with %s', async (_case, overrides) => {
    await assertFails(markClassroom('teacher', overrides));
  });

  it('accepts the longest reason', async () => {
    await assertSucceeds(
      markClassroom('teacher', { reason: 'x'.repeat(MAX_LOST_DAY_REASON_LENGTH) }),
    );
  });
});

describe('scheduleNotes', () => {
  const NEW_NOTE = 'scheduleNotes/classroom-5b_2026-06-09_p1';

  it.each(matrix(PERSONAS, TEACHERS))('write a note as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(NEW_NOTE)
        .set(newNote(uidOf(persona))),
    );
  });

  it.each(matrix(PERSONAS, TEACHERS))('edit a note as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(NOTE)
        .update({ text: 'Bring seeds and soil', ...nextVersion(persona, 2) }),
    );
  });

  it.each(matrix(PERSONAS, TEACHERS))('delete a note as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(NOTE).delete());
  });

  it('refuses the second of two edits that started from the same version', async () => {
    await assertSucceeds(
      as('teacher')
        .doc(NOTE)
        .update({ text: 'A', ...nextVersion('teacher', 2) }),
    );
    await assertFails(
      as('leader')
        .doc(NOTE)
        .update({ text: 'B', ...nextVersion('leader', 2) }),
    );
  });

  it('accepts a note of several lines, with a tab', async () => {
    await assertSucceeds(
      as('teacher')
        .doc(NEW_NOTE)
        .set(newNote(UIDS.teacher, { text: 'Bring:\r\n\tseeds\n\tsoil' })),
    );
  });

  it('accepts the longest note', async () => {
    await assertSucceeds(
      as('teacher')
        .doc(NEW_NOTE)
        .set(newNote(UIDS.teacher, { text: 'x'.repeat(MAX_NOTE_LENGTH) })),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['a note too long', { text: 'x'.repeat(MAX_NOTE_LENGTH + 1) }],
    ['a note that is not text', { text: 42 }],
    ['a note with a control character', { text: 'Bring\u0007 seeds' }],
    ['a date other than the id', { date: '2026-06-10' }],
    ['a period other than the id', { periodId: 'p2' }],
    ['another team', { teamId: 'team-b' }],
    ['a first version other than 1', { version: 2, baseVersion: 1 }],
    ['an extra field', { pinned: true }],
  ])('denies %s', async (_case, overrides) => {
    await assertFails(as('teacher').doc(NEW_NOTE).set(newNote(UIDS.teacher, overrides)));
  });
});
