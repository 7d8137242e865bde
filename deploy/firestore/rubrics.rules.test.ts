// Security rules for rubrics (top-level `rubrics`, shared with their team). Every kind of caller
// against read/list/create/update/delete, then the validation of every field the client
// writes, and the version guard (baseVersion == stored version, version == stored + 1).
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import {
  MAX_RUBRIC_CRITERIA,
  MAX_RUBRIC_LEVELS,
  MAX_RUBRIC_TITLE_LENGTH,
} from '@lesson-planner/shared-contracts/planning';
import {
  createRulesTestEnvironment,
  reseed,
  NOT_SINGLE_LINE,
  notSingleLine,
  seedTeam,
  type Db,
} from './rules-test-env';

/** Team A: a leader, the rubric's owner and another member; the other leader leads team B. */
type Persona = 'signedOut' | 'outsider' | 'member' | 'owner' | 'leader' | 'otherLeader';
type SignedInPersona = Exclude<Persona, 'signedOut'>;

const UIDS: Record<SignedInPersona, string> = {
  outsider: 'outsider',
  member: 'member-a',
  owner: 'owner-a',
  leader: 'leader-a',
  otherLeader: 'leader-b',
};
const PERSONAS: Persona[] = ['signedOut', 'outsider', 'member', 'owner', 'leader', 'otherLeader'];
const SIGNED_IN = PERSONAS.filter((persona) => persona !== 'signedOut');
const TEAM_A: Persona[] = ['member', 'owner', 'leader'];
const DELETERS: Persona[] = ['owner', 'leader'];
const TEAM_A_ROLES = { [UIDS.leader]: 'leader', [UIDS.member]: 'member', [UIDS.owner]: 'member' };

const TEAM = 'teams/team-a';
const RUBRIC = 'rubrics/rubric-1';
const VERSION = 3;
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');
const STANDARD = { frameworkId: 'framework-1', standardId: 'sc5%2E2' };

const uidOf = (persona: Persona): string => (persona === 'signedOut' ? 'nobody' : UIDS[persona]);

const level = (index: number, overrides: Record<string, unknown> = {}) => ({
  id: `level-${index}`,
  name: `Level ${index}`,
  description: '',
  minPoints: index,
  maxPoints: index,
  ...overrides,
});

const criterion = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: 'Food chains',
  description: '',
  descriptors: ['Names one', 'Links two', 'Links all', 'Explains why'],
  weight: 1,
  points: 1,
  standards: [STANDARD],
  ...overrides,
});

/** A rubric as the app creates it for `ownerId`. */
const newRubric = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Food web poster',
  description: 'Grade 5 summative assessment',
  type: 'analytic',
  subject: 'Science',
  grade: 'Grade 5',
  levelOrder: 'highToLow',
  levels: [level(1), level(2), level(3), level(4)],
  criteria: [criterion('c1'), criterion('c2')],
  standards: [],
  unitIds: ['unit-1'],
  experienceIds: [],
  teamId: 'team-a',
  ownerId,
  version: 1,
  baseVersion: 0,
  updatedBy: ownerId,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** A save of the seeded rubric as the app writes it: the next version, by the caller. */
const save = (persona: Persona, overrides: Record<string, unknown> = {}) => ({
  criteria: [criterion('c1', { weight: 2 }), criterion('c2')],
  baseVersion: VERSION,
  version: VERSION + 1,
  updatedBy: uidOf(persona),
  updatedAt: serverTimestamp(),
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
    await db.doc(RUBRIC).set(
      newRubric(UIDS.owner, {
        version: VERSION,
        baseVersion: VERSION - 1,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      }),
    );
    await db.doc('rubrics/rubric-b').set(
      newRubric(UIDS.otherLeader, {
        teamId: 'team-b',
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      }),
    );
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

describe('rubrics', () => {
  it.each(matrix(PERSONAS, TEAM_A))('get as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(RUBRIC).get());
  });

  it.each(matrix(PERSONAS, SIGNED_IN))('get a missing rubric as %s: %s', async (persona, ok) => {
    await expectOutcome(ok, as(persona).doc('rubrics/no-such-rubric').get());
  });

  it.each(matrix(PERSONAS, TEAM_A))(
    "list the team's rubrics (teamId ==) as %s: %s",
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona).collection('rubrics').where('teamId', '==', 'team-a').get(),
      );
    },
  );

  it.each(matrix(PERSONAS, TEAM_A))(
    "list a unit's rubrics (teamId ==, unitIds array-contains) as %s: %s",
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona)
          .collection('rubrics')
          .where('teamId', '==', 'team-a')
          .where('unitIds', 'array-contains', 'unit-1')
          .get(),
      );
    },
  );

  it.each(PERSONAS)('denies an unconstrained list as %s', async (persona) => {
    await assertFails(as(persona).collection('rubrics').get());
  });

  it.each(matrix(PERSONAS, TEAM_A))('create their own as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc('rubrics/new')
        .set(newRubric(uidOf(persona))),
    );
  });

  it.each(matrix(PERSONAS, TEAM_A))('save the next version as %s: %s', async (persona, ok) => {
    await expectOutcome(ok, as(persona).doc(RUBRIC).update(save(persona)));
  });

  it.each(matrix(PERSONAS, DELETERS))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(RUBRIC).delete());
  });

  it('denies everything to an owner who has left the team', async () => {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc(`${TEAM}/members/${UIDS.owner}`).delete(),
    );
    await assertFails(as('owner').doc(RUBRIC).get());
    await assertFails(as('owner').doc(RUBRIC).update(save('owner')));
    await assertFails(as('owner').doc(RUBRIC).delete());
  });
});

describe('the version guard', () => {
  it('refuses the second of two saves from the same version', async () => {
    await assertSucceeds(as('member').doc(RUBRIC).update(save('member')));
    await assertFails(as('owner').doc(RUBRIC).update(save('owner')));
    await assertSucceeds(
      as('owner')
        .doc(RUBRIC)
        .update(save('owner', { baseVersion: VERSION + 1, version: VERSION + 2 })),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['no baseVersion change', { baseVersion: VERSION - 1 }],
    ['a baseVersion ahead of the stored one', { baseVersion: VERSION + 1, version: VERSION + 2 }],
    ['a version that skips one', { version: VERSION + 2 }],
    ['the same version', { version: VERSION }],
    ['a fractional version', { version: VERSION + 0.5 }],
  ])('denies a save with %s', async (_case, change) => {
    await assertFails(as('member').doc(RUBRIC).update(save('member', change)));
  });

  it.each<[string, Record<string, unknown>]>([
    ['teamId', { teamId: 'team-b' }],
    ['ownerId', { ownerId: UIDS.member }],
    ['createdAt', { createdAt: serverTimestamp() }],
    ['updatedAt to a client time', { updatedAt: new Date() }],
    ['updatedBy to someone else', { updatedBy: UIDS.owner }],
  ])('denies a save changing %s', async (_field, change) => {
    await assertFails(as('member').doc(RUBRIC).update(save('member', change)));
  });
});

describe('validation of a create', () => {
  const create = (data: Record<string, unknown>) => as('member').doc('rubrics/new').set(data);
  const mine = (overrides: Record<string, unknown> = {}) => newRubric(UIDS.member, overrides);
  const criteria = (count: number, overrides: Record<string, unknown> = {}) =>
    Array.from({ length: count }, (_, index) => criterion(`c${index}`, overrides));

  it.each<[string, Record<string, unknown>]>([
    ['every type', { type: 'holistic' }],
    ['a single-point rubric', { type: 'singlePoint', levelOrder: 'lowToHigh' }],
    ['a checklist', { type: 'checklist', criteria: criteria(3, { points: 2.5 }) }],
    ['a title of the longest length', { title: 'x'.repeat(MAX_RUBRIC_TITLE_LENGTH) }],
    ['two levels', { levels: [level(1), level(2)] }],
    [
      'the most levels, with ranges',
      {
        levels: Array.from({ length: MAX_RUBRIC_LEVELS }, (_, i) =>
          level(i, { minPoints: i * 10, maxPoints: i * 10 + 9 }),
        ),
      },
    ],
    ['the most criteria', { criteria: criteria(MAX_RUBRIC_CRITERIA) }],
    ['no criteria', { criteria: [] }],
    ['fractional weights', { criteria: criteria(2, { weight: 0.5 }) }],
    ['non-Latin text', { title: 'รูบริกโปสเตอร์', criteria: criteria(1, { title: '食物链' }) }],
    [
      'level names in Lao and Thai, one with a zero-width joiner inside',
      { levels: [level(1, { name: 'ດີ\u200dຫຼາຍ' }), level(2, { name: 'ดีมาก' })] },
    ],
    [
      'links and standards of the largest sizes',
      {
        unitIds: Array(20).fill('unit'),
        experienceIds: Array(20).fill('experience'),
        standards: Array(50).fill(STANDARD),
        criteria: criteria(1, { standards: Array(20).fill(STANDARD) }),
      },
    ],
  ])('accepts %s', async (_case, overrides) => {
    await assertSucceeds(create(mine(overrides)));
  });

  it.each<[string, Record<string, unknown>]>([
    ['someone else as owner', { ownerId: UIDS.owner }],
    ['a team the creator is not in', { teamId: 'team-b' }],
    ['version 2', { version: 2, baseVersion: 1 }],
    ['a baseVersion other than 0', { baseVersion: 1 }],
    ['a client-chosen createdAt', { createdAt: new Date() }],
    ['a title too long', { title: 'x'.repeat(MAX_RUBRIC_TITLE_LENGTH + 1) }],
    ['a blank title', { title: '  ' }],
    ['a description too long', { description: 'x'.repeat(2001) }],
    ['a description with a control character', { description: 'Lab\u000C report' }],
    ['an unknown type', { type: 'scale' }],
    ['a subject too long', { subject: 'x'.repeat(101) }],
    ['a grade that is a number', { grade: 5 }],
    ['an unknown level order', { levelOrder: 'random' }],
    ['one level', { levels: [level(1)] }],
    ['seven levels', { levels: Array.from({ length: 7 }, (_, i) => level(i)) }],
    ['a level with an extra field', { levels: [level(1), level(2, { colour: 'red' })] }],
    ['a level without a name', { levels: [level(1), level(2, { name: '' })] }],
    ['a level name of spaces', { levels: [level(1), level(2, { name: '   ' })] }],
    ['a zero-width level name', { levels: [level(1), level(2, { name: '\u200b\u200d' })] }],
    ['a level name of bidi marks', { levels: [level(1, { name: '\u200e\u200f' }), level(2)] }],
    ['a level name of bidi isolates', { levels: [level(1), level(2, { name: '\u2066\u2069' })] }],
    [
      'a blank sixth level name',
      { levels: Array.from({ length: 6 }, (_, i) => level(i, i === 5 ? { name: '\u3000' } : {})) },
    ],
    ['a zero-width title', { title: '\u200b\ufeff' }],
    ...notSingleLine('title'),
    ...NOT_SINGLE_LINE.map(([what, name]): [string, Record<string, unknown>] => [
      `a level name with ${what}`,
      { levels: [level(1), level(2, { name })] },
    ]),
    ['a level name too long', { levels: [level(1), level(2, { name: 'x'.repeat(61) })] }],
    [
      'a level description too long',
      { levels: [level(1, { description: 'x'.repeat(1001) }), level(2)] },
    ],
    ['a reversed range', { levels: [level(1), level(2, { minPoints: 5, maxPoints: 2 })] }],
    ['negative points', { levels: [level(1, { minPoints: -1 }), level(2)] }],
    ['too many points', { levels: [level(1), level(2, { maxPoints: 1001 })] }],
    ['points as text', { levels: [level(1), level(2, { maxPoints: '2' })] }],
    ['levels that are not maps', { levels: ['Beginning', 'Exemplary'] }],
    ['too many criteria', { criteria: criteria(MAX_RUBRIC_CRITERIA + 1) }],
    ['criteria that are not a list', { criteria: criterion('c1') }],
    ['too many standards', { standards: Array(51).fill(STANDARD) }],
    ['too many unit links', { unitIds: Array(21).fill('unit') }],
    ['experience links that are not a list', { experienceIds: 'experience-1' }],
    ['an extra field', { scores: { somchai: 12 } }],
  ])('denies %s', async (_case, overrides) => {
    await assertFails(create(mine(overrides)));
  });

  it.each(Object.keys(newRubric('x')))('denies a rubric without %s', async (field) => {
    const { [field as keyof ReturnType<typeof mine>]: _left, ...rubric } = mine();
    await assertFails(create(rubric));
  });
});
