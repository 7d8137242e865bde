// Security rules for the curriculum: teams/{teamId}/frameworks, their standards, and the top-level
// classrooms. Every collection against every kind of caller for read/list/create/update/delete,
// then the validation the rules do on what the client writes (remote-curriculum/src/api).
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteField, serverTimestamp } from 'firebase/firestore';
import {
  MAX_CLASSROOM_NAME_LENGTH,
  MAX_FRAMEWORK_NAME_LENGTH,
  MAX_STANDARD_CODE_LENGTH,
  MAX_STANDARD_DESCRIPTION_LENGTH,
  MAX_TEACHERS_PER_CLASSROOM,
  standardIdForCode,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  createRulesTestEnvironment,
  reseed,
  notSingleLine,
  seedTeam,
  type Db,
} from './rules-test-env';

/**
 * Team A: a leader and three members, two of whom (owner, teacher) teach the classroom. The
 * former member was removed from the team but is still listed among the classroom's teachers.
 * The other leader leads team B only.
 */
type Persona =
  | 'signedOut'
  | 'outsider'
  | 'member'
  | 'leader'
  | 'otherLeader'
  | 'owner'
  | 'teacher'
  | 'formerMember';
type SignedInPersona = Exclude<Persona, 'signedOut'>;

const UIDS: Record<SignedInPersona, string> = {
  outsider: 'outsider',
  member: 'member-a',
  leader: 'leader-a',
  otherLeader: 'leader-b',
  owner: 'owner-a',
  teacher: 'teacher-a',
  formerMember: 'former-a',
};
const TEAM_PERSONAS: Persona[] = ['signedOut', 'outsider', 'member', 'leader', 'otherLeader'];
const CLASSROOM_PERSONAS: Persona[] = [...TEAM_PERSONAS, 'owner', 'teacher', 'formerMember'];
const TEAM_A_ROLES = {
  [UIDS.leader]: 'leader',
  [UIDS.member]: 'member',
  [UIDS.owner]: 'member',
  [UIDS.teacher]: 'member',
};

const TEAM = 'teams/team-a';
const FRAMEWORK = `${TEAM}/frameworks/framework-1`;
const STANDARDS = `${FRAMEWORK}/standards`;
const STANDARD = `${STANDARDS}/${standardIdForCode('MA5.1')}`;
const CLASSROOM = 'classrooms/classroom-1';
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');

const uidOf = (persona: Persona): string => (persona === 'signedOut' ? 'nobody' : UIDS[persona]);

/** A framework as createFramework writes it. */
const newFramework = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  teamId: 'team-a',
  name: 'Grade 5 Learning Standards',
  description: 'What Grade 5 learners know and can do.',
  subjects: ['Mathematics', 'Science'],
  gradeBands: ['Grade 5'],
  createdBy: UIDS.leader,
  createdAt: serverTimestamp(),
  updatedAt: null,
  ...overrides,
});

/** A standard as standardDocument writes it. */
const newStandard = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  description: `Learners can do what ${code} describes.`,
  subject: 'Mathematics',
  gradeBand: 'Grade 5',
  strand: 'Number and Operations',
  order: 0,
  ...overrides,
});

/** A classroom as createClassroom writes it for `ownerId`. */
const newClassroom = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  name: '5A Mathematics',
  subject: 'Mathematics',
  gradeLevel: 'Grade 5',
  academicYear: '2026–2027',
  teamId: 'team-a',
  ownerId,
  teacherIds: [ownerId],
  standards: [{ frameworkId: 'framework-1', standardId: standardIdForCode('MA5.1') }],
  archived: false,
  createdAt: serverTimestamp(),
  updatedAt: null,
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

    await db.doc(FRAMEWORK).set(newFramework({ createdAt: SEEDED_AT }));
    await db.doc(STANDARD).set(newStandard('MA5.1'));
    await db.doc(CLASSROOM).set(
      newClassroom(UIDS.owner, {
        teacherIds: [UIDS.owner, UIDS.teacher, UIDS.formerMember],
        createdAt: SEEDED_AT,
      }),
    );
    await db
      .doc('classrooms/classroom-b')
      .set(newClassroom(UIDS.otherLeader, { teamId: 'team-b', createdAt: SEEDED_AT }));
  }),
);

function as(persona: Persona): Db {
  if (persona === 'signedOut') return env.unauthenticatedContext().firestore();
  return env.authenticatedContext(UIDS[persona]).firestore();
}

/** Expands "these personas are allowed" into one [persona, allowed] row per persona. */
function matrix(personas: Persona[], allowed: Persona[]): [Persona, boolean][] {
  return personas.map((persona) => [persona, allowed.includes(persona)]);
}

async function expectOutcome(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

describe('teams/{teamId}/frameworks', () => {
  it.each(matrix(TEAM_PERSONAS, ['member', 'leader']))(
    'get as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(FRAMEWORK).get());
    },
  );

  it.each(matrix(TEAM_PERSONAS, ['member', 'leader']))(
    'list as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).collection(`${TEAM}/frameworks`).get());
    },
  );

  it.each(matrix(TEAM_PERSONAS, ['leader']))('create as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(`${TEAM}/frameworks/new`)
        .set(newFramework({ createdBy: uidOf(persona) })),
    );
  });

  it.each(matrix(TEAM_PERSONAS, ['leader']))('update as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona).doc(FRAMEWORK).update({ name: 'Renamed', updatedAt: serverTimestamp() }),
    );
  });

  it.each(matrix(TEAM_PERSONAS, ['leader']))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(FRAMEWORK).delete());
  });

  describe("validation of a leader's create", () => {
    const create = (data: Record<string, unknown>) =>
      as('leader').doc(`${TEAM}/frameworks/new`).set(data);

    it('accepts a name of the longest length', async () => {
      await assertSucceeds(create(newFramework({ name: 'x'.repeat(MAX_FRAMEWORK_NAME_LENGTH) })));
    });

    it.each<[string, Record<string, unknown>]>([
      ['a name too long', { name: 'x'.repeat(MAX_FRAMEWORK_NAME_LENGTH + 1) }],
      ['a blank name', { name: '   ' }],
      ['a description that is not text', { description: 42 }],
      ['subjects that are not a list', { subjects: 'Mathematics' }],
      ['someone else as creator', { createdBy: UIDS.member }],
      ['another team in teamId', { teamId: 'team-b' }],
      ['a client-chosen createdAt', { createdAt: new Date() }],
      ['an extra field', { ownerId: UIDS.leader }],
      ['an updatedAt that is not a time', { updatedAt: 'yesterday' }],
      // Issue 17
      ['a name of only zero-width characters', { name: '\u200B\uFEFF' }],
      ...notSingleLine('name'),
      ['a subject that is a map', { subjects: ['Mathematics', { name: 'Science' }] }],
      ['grade bands over the total size', { gradeBands: Array(50).fill('x'.repeat(201)) }],
    ])('denies %s', async (_case, overrides) => {
      await assertFails(create(newFramework(overrides)));
    });

    it.each(['teamId', 'name', 'description', 'subjects', 'gradeBands', 'updatedAt'])(
      'denies a framework without %s',
      async (field) => {
        const { [field]: _left, ...framework } = newFramework();
        await assertFails(create(framework));
      },
    );

    it("denies a leader of another team creating in this team's name", async () => {
      await assertFails(
        as('otherLeader')
          .doc(`${TEAM}/frameworks/new`)
          .set(newFramework({ createdBy: UIDS.otherLeader, teamId: 'team-b' })),
      );
    });
  });

  describe("validation of a leader's update", () => {
    it.each<[string, Record<string, unknown>]>([
      ['createdBy', { createdBy: UIDS.leader + '-2' }],
      ['createdAt', { createdAt: serverTimestamp() }],
      ['teamId', { teamId: 'team-b' }],
      ['updatedAt to a client time', { updatedAt: new Date() }],
      ['name to one too long', { name: 'x'.repeat(MAX_FRAMEWORK_NAME_LENGTH + 1) }],
    ])('denies changing %s', async (_field, change) => {
      await assertFails(
        as('leader')
          .doc(FRAMEWORK)
          .update({ updatedAt: serverTimestamp(), ...change }),
      );
    });
  });
});

describe('teams/{teamId}/frameworks/{frameworkId}/standards', () => {
  it.each(matrix(TEAM_PERSONAS, ['member', 'leader']))(
    'get as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(STANDARD).get());
    },
  );

  it.each(matrix(TEAM_PERSONAS, ['member', 'leader']))(
    'list in framework order as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).collection(STANDARDS).orderBy('order').get());
    },
  );

  it.each(matrix(TEAM_PERSONAS, ['leader']))('create as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(`${STANDARDS}/${standardIdForCode('MA5.2')}`)
        .set(newStandard('MA5.2', { order: 1 })),
    );
  });

  // Imports upsert: a code already in the framework is written again with set().
  it.each(matrix(TEAM_PERSONAS, ['leader']))(
    'replace by code as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona)
          .doc(STANDARD)
          .set(newStandard('MA5.1', { description: 'Reworded.' })),
      );
    },
  );

  it.each(matrix(TEAM_PERSONAS, ['leader']))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(STANDARD).delete());
  });

  describe("validation of a leader's write", () => {
    const write = (data: Record<string, unknown>) => as('leader').doc(STANDARD).set(data);

    it('accepts a code and description of the longest lengths and non-Latin text', async () => {
      await assertSucceeds(
        write(
          newStandard('x'.repeat(MAX_STANDARD_CODE_LENGTH), {
            description: 'ก'.repeat(MAX_STANDARD_DESCRIPTION_LENGTH),
            strand: 'การอ่าน',
          }),
        ),
      );
    });

    it.each<[string, Record<string, unknown>]>([
      ['a code too long', { code: 'x'.repeat(MAX_STANDARD_CODE_LENGTH + 1) }],
      ['a blank code', { code: '  ' }],
      ['a description too long', { description: 'x'.repeat(MAX_STANDARD_DESCRIPTION_LENGTH + 1) }],
      ['an empty description', { description: '' }],
      ['a subject that is not text', { subject: ['Mathematics'] }],
      ['a strand that is not text', { strand: null }],
      ['a negative order', { order: -1 }],
      ['a fractional order', { order: 1.5 }],
      ['an order that is text', { order: '1' }],
      ['an extra field', { teamId: 'team-a' }],
      ['a code of only zero-width characters', { code: '\u200B' }],
    ])('denies %s', async (_case, overrides) => {
      await assertFails(write(newStandard('MA5.1', overrides)));
    });

    it.each(['code', 'description', 'subject', 'gradeBand', 'strand', 'order'])(
      'denies a standard without %s',
      async (field) => {
        const { [field as keyof ReturnType<typeof newStandard>]: _left, ...standard } =
          newStandard('MA5.1');
        await assertFails(write(standard));
      },
    );
  });

  describe('an import of 500 standards in one batch', () => {
    const importBatch = (persona: Persona) => {
      const db = as(persona);
      const batch = db.batch();
      for (let order = 0; order < 500; order += 1) {
        const code = `IMP.${order + 1}`;
        batch.set(db.doc(`${STANDARDS}/${standardIdForCode(code)}`), newStandard(code, { order }));
      }
      return batch.commit();
    };

    it('succeeds for the leader', async () => {
      await assertSucceeds(importBatch('leader'));
      const written = await as('member').collection(STANDARDS).get();
      expect(written.size).toBe(501);
    });

    it('fails as a whole for a member', async () => {
      await assertFails(importBatch('member'));
      // The first and the last of the batch, read one by one: listing the collection right
      // after the leader's 500 were cleared took the emulator over 20 s.
      const standards = ['IMP.1', 'IMP.500'].map((code) =>
        as('member')
          .doc(`${STANDARDS}/${standardIdForCode(code)}`)
          .get(),
      );
      expect((await Promise.all(standards)).map((standard) => standard.exists)).toEqual([
        false,
        false,
      ]);
    });

    it('fails as a whole when one standard is invalid', async () => {
      const db = as('leader');
      const batch = db.batch();
      batch.set(db.doc(`${STANDARDS}/ok`), newStandard('OK'));
      batch.set(db.doc(`${STANDARDS}/bad`), newStandard('BAD', { order: -1 }));
      await assertFails(batch.commit());
    });
  });
});

describe('classrooms', () => {
  const TEAM_A: Persona[] = ['member', 'leader', 'owner', 'teacher'];

  it.each(matrix(CLASSROOM_PERSONAS, [...TEAM_A, 'formerMember']))(
    'get as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(CLASSROOM).get());
    },
  );

  // The app says "not found" rather than "no access" for a classroom that does not exist.
  it.each(matrix(CLASSROOM_PERSONAS, CLASSROOM_PERSONAS.slice(1)))(
    'get a missing classroom as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc('classrooms/no-such-classroom').get());
    },
  );

  it.each(matrix(CLASSROOM_PERSONAS, TEAM_A))(
    "list the team's classrooms (teamId ==) as %s: %s",
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona).collection('classrooms').where('teamId', '==', 'team-a').get(),
      );
    },
  );

  it.each(matrix(CLASSROOM_PERSONAS, CLASSROOM_PERSONAS.slice(1)))(
    'list my classrooms (teacherIds array-contains me) as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona)
          .collection('classrooms')
          .where('teacherIds', 'array-contains', uidOf(persona))
          .get(),
      );
    },
  );

  it.each(CLASSROOM_PERSONAS)('denies an unconstrained list as %s', async (persona) => {
    await assertFails(as(persona).collection('classrooms').get());
  });

  it('denies a disabled teacher the classrooms they teach at once, with a token still valid', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      for (const uid of [UIDS.teacher, UIDS.formerMember])
        await context.firestore().doc(`users/${uid}`).set({ disabled: true });
    });
    for (const persona of ['teacher', 'formerMember'] as const) {
      await assertFails(as(persona).doc(CLASSROOM).get());
      await assertFails(
        as(persona)
          .collection('classrooms')
          .where('teacherIds', 'array-contains', UIDS[persona])
          .get(),
      );
    }
  });

  it('lists exactly the classrooms each query names', async () => {
    const mine = await assertSucceeds(
      as('formerMember')
        .collection('classrooms')
        .where('teacherIds', 'array-contains', UIDS.formerMember)
        .get(),
    );
    expect(mine.docs.map((doc) => doc.id)).toEqual(['classroom-1']);
    const team = await assertSucceeds(
      as('member').collection('classrooms').where('teamId', '==', 'team-a').get(),
    );
    expect(team.docs.map((doc) => doc.id)).toEqual(['classroom-1']);
  });

  it("denies listing someone else's classrooms by teacherIds", async () => {
    await assertFails(
      as('member').collection('classrooms').where('teacherIds', 'array-contains', UIDS.owner).get(),
    );
  });

  it("denies listing another team's classrooms", async () => {
    await assertFails(as('leader').collection('classrooms').where('teamId', '==', 'team-b').get());
  });

  it.each(matrix(CLASSROOM_PERSONAS, TEAM_A))(
    'create their own as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona)
          .doc('classrooms/new')
          .set(newClassroom(uidOf(persona))),
      );
    },
  );

  // A former member keeps reading a classroom they teach but no longer changes it.
  it.each(matrix(CLASSROOM_PERSONAS, ['leader', 'owner', 'teacher']))(
    'update as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona).doc(CLASSROOM).update({ name: '5A Maths', updatedAt: serverTimestamp() }),
      );
    },
  );

  it.each(matrix(CLASSROOM_PERSONAS, ['leader', 'owner', 'teacher']))(
    'archive as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona).doc(CLASSROOM).update({ archived: true, updatedAt: serverTimestamp() }),
      );
    },
  );

  it.each(matrix(CLASSROOM_PERSONAS, ['leader', 'owner']))(
    'delete as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(CLASSROOM).delete());
    },
  );

  it('denies deleting to an owner who has left the team', async () => {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc(`${TEAM}/members/${UIDS.owner}`).delete(),
    );
    await assertSucceeds(as('owner').doc(CLASSROOM).get());
    await assertFails(as('owner').doc(CLASSROOM).delete());
  });

  describe('validation of a create', () => {
    const create = (data: Record<string, unknown>) => as('member').doc('classrooms/new').set(data);
    const mine = (overrides: Record<string, unknown> = {}) => newClassroom(UIDS.member, overrides);
    const teachers = (count: number) => [
      UIDS.member,
      ...Array.from({ length: count - 1 }, (_, index) => `co-teacher-${index}`),
    ];

    it.each<[string, Record<string, unknown>]>([
      ['the most teachers', { teacherIds: teachers(MAX_TEACHERS_PER_CLASSROOM) }],
      ['a name of the longest length', { name: 'x'.repeat(MAX_CLASSROOM_NAME_LENGTH) }],
      ['no standards', { standards: [] }],
    ])('accepts %s', async (_case, overrides) => {
      await assertSucceeds(create(mine(overrides)));
    });

    it.each<[string, Record<string, unknown>]>([
      ['someone else as owner', { ownerId: UIDS.owner, teacherIds: [UIDS.member, UIDS.owner] }],
      ['a creator not among the teachers', { teacherIds: [UIDS.teacher] }],
      ['no teachers', { teacherIds: [] }],
      ['too many teachers', { teacherIds: teachers(MAX_TEACHERS_PER_CLASSROOM + 1) }],
      ['a team the creator is not in', { teamId: 'team-b' }],
      ['a team that does not exist', { teamId: 'no-such-team' }],
      ['an archived classroom', { archived: true }],
      ['a client-chosen createdAt', { createdAt: new Date() }],
      ['a name too long', { name: 'x'.repeat(MAX_CLASSROOM_NAME_LENGTH + 1) }],
      ['a blank name', { name: '  ' }],
      ['a grade level that is not text', { gradeLevel: 5 }],
      ['teacherIds that are not a list', { teacherIds: UIDS.member }],
      ['standards that are not a list', { standards: 'MA5.1' }],
      ['an updatedAt that is not a time', { updatedAt: 'now' }],
      ['an extra field', { leaderId: UIDS.leader }],
      // Issue 14: when a classroom meets is its meeting slots (classroomSlots), never free-form.
      ['a free-form timetable', { timetable: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1 } }],
      ['an empty free-form timetable', { timetable: {} }],
      // Issue 17
      ['a name of only zero-width characters', { name: '\u200C\u200D' }],
      ...notSingleLine('name'),
      ['teacher ids over the total size', { teacherIds: [UIDS.member, 'x'.repeat(20 * 128)] }],
    ])('denies %s', async (_case, overrides) => {
      await assertFails(create(mine(overrides)));
    });

    it.each([
      'name',
      'subject',
      'gradeLevel',
      'academicYear',
      'teamId',
      'ownerId',
      'teacherIds',
      'standards',
      'archived',
      'createdAt',
      'updatedAt',
    ])('denies a classroom without %s', async (field) => {
      const { [field as keyof ReturnType<typeof mine>]: _left, ...classroom } = mine();
      await assertFails(create(classroom));
    });

    it('denies an outsider adding a classroom to a team they are not in', async () => {
      await assertFails(as('outsider').doc('classrooms/new').set(newClassroom(UIDS.outsider)));
    });
  });

  describe('validation of an update', () => {
    const update = (persona: Persona, change: Record<string, unknown>) =>
      as(persona)
        .doc(CLASSROOM)
        .update({ updatedAt: serverTimestamp(), ...change });

    it('lets a teacher add a co-teacher and change the standards', async () => {
      await assertSucceeds(
        update('teacher', {
          teacherIds: [UIDS.owner, UIDS.teacher, UIDS.member],
          standards: [],
        }),
      );
    });

    it.each<[string, Record<string, unknown>]>([
      ['teamId', { teamId: 'team-b' }],
      ['ownerId', { ownerId: UIDS.teacher }],
      ['createdAt', { createdAt: serverTimestamp() }],
      ['updatedAt to a client time', { updatedAt: new Date() }],
      ['the name to one too long', { name: 'x'.repeat(MAX_CLASSROOM_NAME_LENGTH + 1) }],
      ['the teachers to none', { teacherIds: [] }],
      ['a free-form timetable back in', { timetable: { mon: 2 } }],
      ['an extra field', { ownerName: 'Owner' }],
    ])('denies the leader changing %s', async (_field, change) => {
      await assertFails(update('leader', change));
    });

    it("denies the team's leader moving the classroom to a team they also lead", async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await db.doc('teams/team-b').update({ [`roles.${UIDS.leader}`]: 'leader' });
        await db.doc(`teams/team-b/members/${UIDS.leader}`).set({ userId: UIDS.leader });
      });
      await assertFails(update('leader', { teamId: 'team-b' }));
    });

    // Issue 14: a classroom stored before meeting slots still holds its free-form timetable.
    describe('of a classroom stored with a free-form timetable', () => {
      const LEGACY = 'classrooms/legacy';
      beforeEach(async () => {
        await env.withSecurityRulesDisabled((context) =>
          context
            .firestore()
            .doc(LEGACY)
            .set(
              newClassroom(UIDS.owner, {
                timetable: { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1, sat: 0, sun: 0 },
                createdAt: SEEDED_AT,
              }),
            ),
        );
      });
      const edit = (change: Record<string, unknown>) =>
        as('owner')
          .doc(LEGACY)
          .update({ updatedAt: serverTimestamp(), ...change });

      it('lets its teacher edit or archive it, the edit removing the timetable', async () => {
        await assertSucceeds(as('owner').doc(LEGACY).get());
        await assertSucceeds(edit({ name: '5A Maths', timetable: deleteField() }));
        await assertSucceeds(edit({ archived: true, timetable: deleteField() }));
      });

      it('denies an edit that keeps or changes the free-form timetable', async () => {
        await assertFails(edit({ name: '5A Maths' }));
        await assertFails(edit({ timetable: { mon: 2 } }));
      });
    });

    it('denies a leader of another team even when they add themselves as teacher', async () => {
      await assertFails(
        update('otherLeader', {
          teacherIds: [UIDS.owner, UIDS.teacher, UIDS.formerMember, UIDS.otherLeader],
        }),
      );
    });
  });
});
