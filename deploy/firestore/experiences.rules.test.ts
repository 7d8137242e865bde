// Security rules for learning experiences (experiences/{id}) and their reflections
// (experiences/{id}/reflections/{id}): every kind of caller for read/list/create/update/delete,
// the versioned save (baseVersion), the validation of every field the client writes, and
// reflections added by any member alongside edits of the experience: unsigned (the byline is
// the member record's), in the author's own 10 slots, listed a page at a time.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import {
  MAX_REFLECTIONS_PER_MEMBER,
  REFLECTIONS_PAGE_SIZE,
  reflectionSlotIds,
} from '@lesson-planner/shared-contracts/planning';
import {
  createRulesTestEnvironment,
  reseed,
  notSingleLine,
  seedTeam,
  type Db,
} from './rules-test-env';

/** Team A: a leader and three members; the owner owns the experience, the collaborator works
 * on it; the former collaborator left the team but is still listed. The other leader leads B. */
type Persona =
  | 'signedOut'
  | 'outsider'
  | 'member'
  | 'owner'
  | 'collaborator'
  | 'leader'
  | 'otherLeader'
  | 'formerCollaborator';
type SignedInPersona = Exclude<Persona, 'signedOut'>;

const UIDS: Record<SignedInPersona, string> = {
  outsider: 'outsider',
  member: 'member-a',
  owner: 'owner-a',
  collaborator: 'collaborator-a',
  leader: 'leader-a',
  otherLeader: 'leader-b',
  formerCollaborator: 'former-a',
};
const PERSONAS = Object.keys({ signedOut: 0, ...UIDS }) as Persona[];
const TEAM_A: Persona[] = ['member', 'owner', 'collaborator', 'leader'];
const EDITORS: Persona[] = ['owner', 'collaborator', 'leader'];
const DELETERS: Persona[] = ['owner', 'leader'];
const TEAM_A_ROLES = {
  [UIDS.leader]: 'leader',
  [UIDS.member]: 'member',
  [UIDS.owner]: 'member',
  [UIDS.collaborator]: 'member',
};

const EXPERIENCE = 'experiences/exp-1';
const REFLECTION = `${EXPERIENCE}/reflections/member-a_0`;
const VERSION = 3;
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');

const uidOf = (persona: Persona): string => (persona === 'signedOut' ? 'nobody' : UIDS[persona]);

/** An experience as the app creates it for `ownerId`. */
const newExperience = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Pond water under the microscope',
  type: 'investigation',
  summary: 'Students look for living things in pond water.',
  duration: { amount: 50, unit: 'minutes' },
  grouping: 'smallGroups',
  steps: [{ title: 'Look', minutes: 50, teacherActions: '', studentActions: '' }],
  materials: ['Microscopes'],
  resources: [{ label: 'Pond life guide', url: 'https://example.org/pond' }],
  safetyNotes: 'Wash hands after handling pond water.',
  differentiation: { support: '', extension: '', language: '' },
  evidence: 'Drawings of what they saw.',
  assessment: 'Checklist.',
  standards: [{ frameworkId: 'framework-1', standardId: 'sc5%2E2' }],
  teamId: 'team-a',
  subject: 'Science',
  grade: 'Grade 5',
  unitIds: ['unit-1'],
  rubricId: null,
  status: 'draft',
  ownerId,
  collaboratorIds: [],
  version: 1,
  baseVersion: 0,
  updatedBy: ownerId,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** A save of the seeded experience as the app writes it: from the stored version, by the caller. */
const save = (persona: Persona, overrides: Record<string, unknown> = {}) => ({
  summary: 'Students look for, draw and name living things in pond water.',
  baseVersion: VERSION,
  version: VERSION + 1,
  updatedBy: uidOf(persona),
  updatedAt: serverTimestamp(),
  ...overrides,
});

const reflection = (persona: Persona, overrides: Record<string, unknown> = {}) => ({
  authorId: uidOf(persona),
  taughtOn: '2026-03-02',
  worked: 'The drawings.',
  change: 'More time to look.',
  createdAt: serverTimestamp(),
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
    await db.doc(EXPERIENCE).set(
      newExperience(UIDS.owner, {
        collaboratorIds: [UIDS.collaborator, UIDS.formerCollaborator],
        version: VERSION,
        baseVersion: VERSION - 1,
        updatedBy: UIDS.collaborator,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      }),
    );
    await db.doc('experiences/exp-b').set(
      newExperience(UIDS.otherLeader, {
        teamId: 'team-b',
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      }),
    );
    await db.doc(REFLECTION).set(reflection('member', { createdAt: SEEDED_AT }));
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

describe('experiences', () => {
  it.each(matrix(PERSONAS, TEAM_A))('get as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(EXPERIENCE).get());
  });

  it.each(
    matrix(
      PERSONAS,
      PERSONAS.filter((p) => p !== 'signedOut'),
    ),
  )('get a missing experience as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc('experiences/none').get());
  });

  it.each(matrix(PERSONAS, TEAM_A))(
    "list the team's experiences as %s: %s",
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona).collection('experiences').where('teamId', '==', 'team-a').get(),
      );
    },
  );

  it.each(PERSONAS)('denies an unconstrained list as %s', async (persona) => {
    await assertFails(as(persona).collection('experiences').get());
  });

  it.each(matrix(PERSONAS, TEAM_A))('create in team A as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc('experiences/new')
        .set(newExperience(uidOf(persona))),
    );
  });

  it('refuses creating for someone else, at another version or in another team', async () => {
    const db = as('member');
    await assertFails(db.doc('experiences/n1').set(newExperience(UIDS.owner)));
    await assertFails(db.doc('experiences/n2').set(newExperience(UIDS.member, { version: 2 })));
    await assertFails(db.doc('experiences/n3').set(newExperience(UIDS.member, { baseVersion: 1 })));
    await assertFails(
      db.doc('experiences/n4').set(newExperience(UIDS.member, { teamId: 'team-b' })),
    );
    await assertFails(
      db.doc('experiences/n5').set(newExperience(UIDS.member, { createdAt: SEEDED_AT })),
    );
  });

  it.each(matrix(PERSONAS, EDITORS))('save as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(EXPERIENCE).update(save(persona)));
  });

  it('refuses a save that does not start from the stored version, or skips one', async () => {
    const db = as('owner');
    await assertFails(
      db.doc(EXPERIENCE).update(save('owner', { baseVersion: VERSION - 1, version: VERSION })),
    );
    await assertFails(db.doc(EXPERIENCE).update(save('owner', { version: VERSION + 2 })));
    await assertFails(db.doc(EXPERIENCE).update({ summary: 'No version' }));
    // Of two editors saving from the same version, the second is refused.
    await assertSucceeds(as('collaborator').doc(EXPERIENCE).update(save('collaborator')));
    await assertFails(db.doc(EXPERIENCE).update(save('owner')));
  });

  it('keeps the team, owner and creation time; collaborators cannot change who works on it', async () => {
    const db = as('collaborator');
    await assertFails(db.doc(EXPERIENCE).update(save('collaborator', { teamId: 'team-b' })));
    await assertFails(
      db.doc(EXPERIENCE).update(save('collaborator', { ownerId: UIDS.collaborator })),
    );
    await assertFails(
      db
        .doc(EXPERIENCE)
        .update(save('collaborator', { createdAt: new Date('2026-02-01T00:00:00Z') })),
    );
    await assertFails(db.doc(EXPERIENCE).update(save('collaborator', { collaboratorIds: [] })));
    await assertSucceeds(
      as('owner')
        .doc(EXPERIENCE)
        .update(save('owner', { collaboratorIds: [] })),
    );
  });

  it.each(matrix(PERSONAS, DELETERS))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(EXPERIENCE).delete());
  });

  const tooLong = (n: number) => 'x'.repeat(n + 1);
  it.each([
    ['a blank title', { title: '  ' }],
    ['a long title', { title: tooLong(150) }],
    ...notSingleLine('title'),
    ['an unknown type', { type: 'lecture' }],
    ['a long summary', { summary: tooLong(2000) }],
    ['a summary with a NUL', { summary: 'Pond\u0000water' }],
    [
      'support with an escape',
      { differentiation: { support: '\u001B', extension: '', language: '' } },
    ],
    ['a duration of 0', { duration: { amount: 0, unit: 'minutes' } }],
    ['a long duration', { duration: { amount: 601, unit: 'minutes' } }],
    ['an unknown duration unit', { duration: { amount: 2, unit: 'weeks' } }],
    ['an extra duration key', { duration: { amount: 2, unit: 'sessions', x: 1 } }],
    ['an unknown grouping', { grouping: 'crowd' }],
    ['steps that are not a list', { steps: 'none' }],
    ['31 steps', { steps: Array.from({ length: 31 }, () => ({ title: 's', minutes: 1 })) }],
    ['31 materials', { materials: Array.from({ length: 31 }, () => 'm') }],
    ['21 resources', { resources: Array.from({ length: 21 }, () => ({ label: 'r', url: '' })) }],
    ['long safety notes', { safetyNotes: tooLong(2000) }],
    ['a published lab without safety notes', { status: 'published', safetyNotes: ' ' }],
    ['differentiation missing a key', { differentiation: { support: '', extension: '' } }],
    ['long support', { differentiation: { support: tooLong(1000), extension: '', language: '' } }],
    ['a long evidence', { evidence: tooLong(2000) }],
    ['a long assessment', { assessment: tooLong(2000) }],
    ['51 standards', { standards: Array.from({ length: 51 }, () => ({})) }],
    ['a long subject', { subject: tooLong(100) }],
    ['a long grade', { grade: tooLong(50) }],
    ['11 units', { unitIds: Array.from({ length: 11 }, (_, i) => `u${i}`) }],
    ['a rubric id that is not text', { rubricId: 7 }],
    ['an unknown status', { status: 'archived' }],
    ['21 collaborators', { collaboratorIds: Array.from({ length: 21 }, (_, i) => `c${i}`) }],
    ['someone else as the editor', { updatedBy: UIDS.member }],
    ['a client time', { updatedAt: SEEDED_AT }],
    ['an unknown field', { secret: true }],
  ])('refuses a save with %s', async (_, overrides) => {
    await assertFails(as('owner').doc(EXPERIENCE).update(save('owner', overrides)));
  });

  it('accepts a published lab with safety notes and a rubric, and a draft lab without notes', async () => {
    await assertSucceeds(
      as('owner')
        .doc(EXPERIENCE)
        .update(save('owner', { status: 'published', rubricId: 'rubric-1' })),
    );
    await assertSucceeds(
      as('owner')
        .doc('experiences/draft-lab')
        .set(newExperience(UIDS.owner, { safetyNotes: '' })),
    );
  });
});

describe('reflections', () => {
  const REFLECTIONS = `${EXPERIENCE}/reflections`;
  /** The member's first free slot (the seeded reflection takes member-a_0). */
  const NEW = `${REFLECTIONS}/member-a_1`;
  const slotOf = (persona: Persona, slot = 1) => `${REFLECTIONS}/${uidOf(persona)}_${slot}`;
  const page = (db: Db, size: number) =>
    db.collection(REFLECTIONS).orderBy('createdAt').limit(size);

  it.each(matrix(PERSONAS, TEAM_A))('read as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(REFLECTION).get());
    await expectOutcome(allowed, page(as(persona), REFLECTIONS_PAGE_SIZE).get());
  });

  it.each(matrix(PERSONAS, TEAM_A))('add my own as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(slotOf(persona)).set(reflection(persona)));
  });

  // Issue 27: one member stored 40 reflections in a row and the page loaded them all.
  it(`keeps at most ${MAX_REFLECTIONS_PER_MEMBER} per member: only the author's own slots take one`, async () => {
    const db = as('owner');
    for (const id of reflectionSlotIds(UIDS.owner))
      await assertSucceeds(db.doc(`${REFLECTIONS}/${id}`).set(reflection('owner')));
    await assertFails(
      db.doc(`${REFLECTIONS}/${UIDS.owner}_${MAX_REFLECTIONS_PER_MEMBER}`).set(reflection('owner')),
    );
    await assertFails(db.doc(`${REFLECTIONS}/${UIDS.owner}_01`).set(reflection('owner')));
    await assertFails(db.doc(`${REFLECTIONS}/any-id`).set(reflection('owner')));
    await assertFails(db.doc(`${REFLECTIONS}/${UIDS.owner}`).set(reflection('owner')));
    // Another member's slot, even a free one, is not the owner's.
    await assertFails(db.doc(slotOf('collaborator')).set(reflection('owner')));
    // A slot in use is not written over (a reflection is never edited).
    await assertFails(db.doc(slotOf('owner', 0)).set(reflection('owner', { worked: 'Again' })));
    // Deleting one frees its slot.
    await assertSucceeds(db.doc(slotOf('owner', 3)).delete());
    await assertSucceeds(db.doc(slotOf('owner', 3)).set(reflection('owner')));
  });

  it('lists a page at a time', async () => {
    await assertSucceeds(page(as('member'), REFLECTIONS_PAGE_SIZE).get());
    await assertFails(page(as('member'), REFLECTIONS_PAGE_SIZE + 1).get());
    await assertFails(as('member').collection(REFLECTIONS).get());
    await assertSucceeds(
      as('member')
        .collection(REFLECTIONS)
        .where('authorId', '==', UIDS.member)
        .limit(REFLECTIONS_PAGE_SIZE)
        .get(),
    );
  });

  it.each([
    ['in someone else’s name', { authorId: UIDS.owner }],
    // Issue 27: the byline comes from the team's member records, never from the writer.
    ['signed with a name of its own', { authorName: 'Somchai Leader' }],
    ['with no text', { worked: ' ', change: '' }],
    ['a long worked', { worked: 'x'.repeat(2001) }],
    ['a long change', { change: 'x'.repeat(2001) }],
    ['a date that is not a date', { taughtOn: '2026-13-01' }],
    ['what worked with a control character', { worked: 'Groups\u0008 of four' }],
    ['a date of year 1', { taughtOn: '0001-01-01' }],
    ['a client time', { createdAt: SEEDED_AT }],
    ['an unknown field', { rating: 5 }],
  ])('refuses a reflection %s', async (_, overrides) => {
    await assertFails(as('member').doc(NEW).set(reflection('member', overrides)));
  });

  it.each(
    matrix(
      PERSONAS,
      PERSONAS.filter(() => false),
    ),
  )('edit as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(REFLECTION).update({ worked: 'Changed' }));
  });

  it.each(matrix(PERSONAS, ['member', 'leader']))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(REFLECTION).delete());
  });

  it('a reflection and a save of the experience at the same time both stand', async () => {
    await Promise.all([
      assertSucceeds(as('member').doc(NEW).set(reflection('member'))),
      assertSucceeds(as('owner').doc(EXPERIENCE).update(save('owner'))),
    ]);
    const snapshot = await assertSucceeds(page(as('owner'), REFLECTIONS_PAGE_SIZE).get());
    expect(snapshot.docs.map((doc) => doc.id).sort()).toEqual(['member-a_0', 'member-a_1']);
  });
});
