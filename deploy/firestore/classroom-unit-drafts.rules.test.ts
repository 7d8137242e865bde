// Security rules for the drafts of units planned with AI for a classroom: only the server
// writes them; only the teacher who asked reads theirs, while in the team. Every kind of
// caller against every operation.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { createRulesTestEnvironment, seedTeam, type Db } from './rules-test-env';

type Persona = 'signedOut' | 'outsider' | 'teammate' | 'leader' | 'owner' | 'formerOwner';
const PERSONAS: Persona[] = ['signedOut', 'outsider', 'teammate', 'leader', 'owner', 'formerOwner'];
const UIDS: Record<Exclude<Persona, 'signedOut'>, string> = {
  outsider: 'outsider',
  teammate: 'teammate-a',
  leader: 'leader-a',
  owner: 'teacher-a',
  formerOwner: 'former-a',
};
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');
const DRAFT = 'classroomUnitDrafts/draft-1';
const FORMER_DRAFT = 'classroomUnitDrafts/draft-former';

const draft = (userId: string) => ({
  userId,
  teamId: 'team-a',
  classroomId: 'classroom-5a',
  status: 'lessons',
  acceptedUnitId: null,
});

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await seedTeam(
      db,
      'team-a',
      'Team A',
      { [UIDS.leader]: 'leader', [UIDS.teammate]: 'member', [UIDS.owner]: 'member' },
      SEEDED_AT,
    );
    await db.doc(DRAFT).set(draft(UIDS.owner));
    // Written while its teacher was in the team, who has left since.
    await db.doc(FORMER_DRAFT).set(draft(UIDS.formerOwner));
  });
});

function as(persona: Persona): Db {
  if (persona === 'signedOut') return env.unauthenticatedContext().firestore();
  return env.authenticatedContext(UIDS[persona]).firestore();
}

const matrix = (allowed: Persona[]): [Persona, boolean][] =>
  PERSONAS.map((persona) => [persona, allowed.includes(persona)]);

describe('classroomUnitDrafts', () => {
  it.each(matrix(['owner']))('get a draft as %s: %s', async (persona, allowed) => {
    const read = as(persona).doc(DRAFT).get();
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });

  it.each(PERSONAS)('refuses a draft to its teacher once out of the team, as %s', async (p) => {
    await assertFails(as(p).doc(FORMER_DRAFT).get());
  });

  it.each(PERSONAS)('refuses a list as %s', async (persona) => {
    await assertFails(as(persona).collection('classroomUnitDrafts').get());
    await assertFails(
      as(persona).collection('classroomUnitDrafts').where('userId', '==', UIDS.owner).get(),
    );
  });

  it.each(PERSONAS)('refuses every write as %s', async (persona) => {
    const db = as(persona);
    await assertFails(db.doc('classroomUnitDrafts/new').set(draft(UIDS.owner)));
    await assertFails(db.doc(DRAFT).update({ status: 'accepted', acceptedUnitId: 'forged' }));
    await assertFails(db.doc(DRAFT).delete());
  });
});
