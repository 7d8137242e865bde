// Security rules for teams/{teamId} and its subcollections: every collection against every kind
// of caller, for read/create/update/delete, plus the collection-group queries the client runs.
// Apart from a team's name and description, clients write nothing here: membership, invites and
// token accounting are written by the callables (functions/test/teams.emulator.test.ts).
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  MAX_TEAM_DESCRIPTION_LENGTH,
  MAX_TEAM_NAME_LENGTH,
  PROFILE_ROLES,
  TEAM_ROLES,
  isTeamLeader,
} from '@lesson-planner/shared-contracts/rules';
import { createRulesTestEnvironment, reseed, notSingleLine, type Db } from './rules-test-env';

type Persona = 'signedOut' | 'outsider' | 'member' | 'leader' | 'invitee' | 'otherLeader';
const PERSONAS: Persona[] = ['signedOut', 'outsider', 'member', 'leader', 'invitee', 'otherLeader'];
const SIGNED_IN = PERSONAS.filter((persona) => persona !== 'signedOut');

/** uid and token email per persona; the invitee signs in with a differently-cased email. */
const USERS: Record<Exclude<Persona, 'signedOut'>, { uid: string; email: string }> = {
  outsider: { uid: 'outsider', email: 'outsider@school.test' },
  member: { uid: 'member-a', email: 'member@school.test' },
  leader: { uid: 'leader-a', email: 'leader@school.test' },
  invitee: { uid: 'invitee', email: 'New.Teacher@School.test' },
  otherLeader: { uid: 'leader-b', email: 'leader-b@school.test' },
};
const INVITEE_EMAIL = 'new.teacher@school.test';

const TEAM = 'teams/team-a';
const LOG_COLLECTIONS = ['tokenUsageLogs', 'tokenLimitLogs', 'tokenUsageResets'] as const;
const SERVER_ONLY_COLLECTIONS = ['members', ...LOG_COLLECTIONS] as const;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(() =>
  reseed(env, async (db) => {
    const now = new Date('2026-01-10T00:00:00Z');
    await db.doc(TEAM).set({
      name: 'Grade 5 Team',
      description: 'Team A',
      createdBy: 'leader-a',
      createdAt: now,
      updatedAt: now,
      roles: { 'leader-a': 'leader', 'member-a': 'member' },
      tokenUsage: { totalTokens: 100, tokenLimit: 1_000_000, resetDay: 10, memberLimits: {} },
    });
    for (const [uid, totalTokens] of [
      ['leader-a', 90],
      ['member-a', 10],
    ] as const) {
      await db.doc(`${TEAM}/memberUsage/${uid}`).set({ totalTokens, lastUsed: now });
    }
    for (const [uid, role] of [
      ['leader-a', 'leader'],
      ['member-a', 'member'],
    ]) {
      await db.doc(`${TEAM}/members/${uid}`).set({ userId: uid, role, joinedAt: now });
    }
    await db.doc(`${TEAM}/invites/invite-1`).set({
      email: INVITEE_EMAIL,
      status: 'pending',
      invitedBy: 'leader-a',
      invitedAt: now,
    });
    await db.doc(`${TEAM}/invites/invite-2`).set({
      email: 'someone.else@school.test',
      status: 'pending',
      invitedBy: 'leader-a',
      invitedAt: now,
    });
    // The usage log's entry-1 is the leader's use; the member's own is beside it.
    for (const log of LOG_COLLECTIONS) {
      const usage = log === 'tokenUsageLogs' ? { userId: 'leader-a', tokenCount: 90 } : {};
      await db.doc(`${TEAM}/${log}/entry-1`).set({ timestamp: now, ...usage });
    }
    await db
      .doc(`${TEAM}/tokenUsageLogs/entry-own`)
      .set({ userId: 'member-a', tokenCount: 10, timestamp: now });
    await db
      .doc(`${TEAM}/tokenReservations/draft-1`)
      .set({ userId: 'member-a', tokenCount: 500, createdAt: now, expiresAt: now });

    await db.doc('teams/team-b').set({ name: 'Team B', roles: { 'leader-b': 'leader' } });
    await db.doc('teams/team-b/members/leader-b').set({ userId: 'leader-b', role: 'leader' });
  }),
);

function as(persona: Persona): Db {
  if (persona === 'signedOut') return env.unauthenticatedContext().firestore();
  const { uid, email } = USERS[persona];
  return env.authenticatedContext(uid, { email, email_verified: true }).firestore();
}

/** Expands "these personas are allowed" into one [persona, allowed] row per persona. */
function matrix(allowed: Persona[]): [Persona, boolean][] {
  return PERSONAS.map((persona) => [persona, allowed.includes(persona)]);
}

async function expectOutcome(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

describe('teams/{teamId}', () => {
  it.each(matrix(['member', 'leader']))('read as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(TEAM).get());
  });

  // So the app can tell "Team not found" from "You are not a member of this team".
  it.each(matrix(SIGNED_IN))('read a missing team as %s: %s', async (persona, allowed) => {
    const read = as(persona).doc('teams/no-such-team').get();
    await expectOutcome(allowed, read);
    if (allowed) expect((await read).exists).toBe(false);
  });

  it('tells an outsider a missing team from one they may not read', async () => {
    const outsider = as('outsider');
    const missing = await assertSucceeds(outsider.doc('teams/no-such-team').get());
    expect(missing.exists).toBe(false);
    await assertFails(outsider.doc(TEAM).get());
  });

  it('opens nothing below a missing team to an outsider', async () => {
    const outsider = as('outsider');
    for (const collection of ['members', 'invites', ...LOG_COLLECTIONS]) {
      await assertFails(outsider.doc(`teams/no-such-team/${collection}/x`).get());
      await assertFails(outsider.collection(`teams/no-such-team/${collection}`).get());
    }
  });

  it.each(matrix(['leader']))('update name/description as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona).doc(TEAM).update({ name: 'Renamed', description: 'New', updatedAt: new Date() }),
    );
  });

  it.each(matrix([]))('create as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc('teams/new-team').set({ name: 'New', roles: {} }));
  });

  it.each(matrix([]))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(TEAM).delete());
  });

  it.each<[string, Record<string, unknown>]>([
    ['roles', { 'roles.outsider': 'leader' }],
    ['tokenUsage', { 'tokenUsage.tokenLimit': 5 }],
    ['tokenUsage totals', { 'tokenUsage.totalTokens': 0 }],
    ['createdBy', { createdBy: 'member-a' }],
    ['createdAt', { createdAt: new Date() }],
  ])('denies the leader changing %s', async (_field, change) => {
    await assertFails(as('leader').doc(TEAM).update(change));
  });

  // Issue 17: an update is held to what createTeam accepts (shared-contracts MAX_TEAM_NAME_LENGTH).
  it.each<[string, Record<string, unknown>]>([
    ['a name of only zero-width characters', { name: '\u200B\u200C\u200D\uFEFF' }],
    ...notSingleLine('name'),
    ['a name of only a bidi override', { name: '\u202E' }],
    ['a name too long', { name: 'x'.repeat(MAX_TEAM_NAME_LENGTH + 1) }],
    ['a name that is not text', { name: 5 }],
    ['a description too long', { description: 'x'.repeat(MAX_TEAM_DESCRIPTION_LENGTH + 1) }],
    ['a description that is not text', { description: { html: '<b>' } }],
  ])('denies the leader %s', async (_case, change) => {
    await assertFails(as('leader').doc(TEAM).update(change));
  });

  it('lets the leader use the longest name and description, in any script', async () => {
    await assertSucceeds(
      as('leader')
        .doc(TEAM)
        .update({
          name: 'ก'.repeat(MAX_TEAM_NAME_LENGTH),
          description: 'x'.repeat(MAX_TEAM_DESCRIPTION_LENGTH),
        }),
    );
    await assertSucceeds(as('leader').doc(TEAM).update({ name: 'ທີມ ປ.5', description: null }));
  });

  it('denies the leader an empty name', async () => {
    await assertFails(as('leader').doc(TEAM).update({ name: '  ' }));
  });

  it('denies a member whose role is only in the roles map of another team', async () => {
    await assertFails(as('otherLeader').doc(TEAM).update({ name: 'Mine now' }));
  });

  // The rules and the callables recognise a leader alike: by isTeamLeader's roles-map values.
  it.each(
    [...new Set([...TEAM_ROLES, ...PROFILE_ROLES])].map((role): [string, boolean] => [
      role,
      isTeamLeader({ roles: { outsider: role } }, 'outsider'),
    ]),
  )('treats roles-map value %p as leading: %p', async (role, leads) => {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc(TEAM).update({ 'roles.outsider': role }),
    );
    await expectOutcome(
      leads,
      as('outsider')
        .doc(TEAM)
        .update({ name: `Renamed by ${role}`, updatedAt: new Date() }),
    );
  });

  describe('listing "my teams" by roles.<uid>', () => {
    it('allows a member to query teams whose roles name them', async () => {
      const result = await assertSucceeds(
        as('member')
          .collection('teams')
          .where('roles.member-a', 'in', ['leader', 'member', 'admin', 'owner'])
          .get(),
      );
      expect(result.docs.map((doc) => doc.id)).toEqual(['team-a']);
    });

    it('allows a per-role query', async () => {
      await assertSucceeds(
        as('leader').collection('teams').where('roles.leader-a', '==', 'leader').get(),
      );
    });

    it("denies querying by someone else's roles entry", async () => {
      await assertFails(
        as('outsider').collection('teams').where('roles.member-a', '==', 'member').get(),
      );
    });

    it.each(PERSONAS)('denies an unconstrained list as %s', async (persona) => {
      await assertFails(as(persona).collection('teams').get());
    });
  });
});

// A draft's reservation (functions/src/tokens/token-service.ts) is the server's bookkeeping: no
// client reads it, and none may make, change or drop one to move the team's totals.
describe('teams/{teamId}/tokenReservations', () => {
  const reservation = `${TEAM}/tokenReservations/draft-1`;

  it.each(matrix([]))('read as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(reservation).get());
  });

  it.each(matrix([]))('list as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).collection(`${TEAM}/tokenReservations`).get());
  });

  it.each(matrix([]))('create, update or delete as %s: %s', async (persona, allowed) => {
    const db = as(persona);
    await expectOutcome(
      allowed,
      db.doc(`${TEAM}/tokenReservations/mine`).set({ userId: 'member-a', tokenCount: 1 }),
    );
    await expectOutcome(allowed, db.doc(reservation).update({ tokenCount: 0 }));
    await expectOutcome(allowed, db.doc(reservation).delete());
  });
});

describe.each(SERVER_ONLY_COLLECTIONS)('teams/{teamId}/%s', (collection) => {
  const entry = `${TEAM}/${collection}/entry-new`;
  const existing =
    collection === 'members' ? `${TEAM}/members/member-a` : `${TEAM}/${collection}/entry-1`;

  // A teammate's usage is not a member's to read (below): only the leader reads every entry.
  const readers: Persona[] = collection === 'tokenUsageLogs' ? ['leader'] : ['member', 'leader'];

  it.each(matrix(readers))('read as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(existing).get());
  });

  it.each(matrix(readers))('list as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).collection(`${TEAM}/${collection}`).get());
  });

  it.each(matrix([]))('create as %s: %s', async (persona, allowed) => {
    const data =
      collection === 'members'
        ? { userId: USERS.outsider.uid, role: 'member' }
        : { userId: 'member-a', tokenCount: 1, timestamp: new Date() };
    await expectOutcome(allowed, as(persona).doc(entry).set(data));
  });

  it.each(matrix([]))('update as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona).doc(existing).update({ role: 'leader', tokenCount: 0 }),
    );
  });

  it.each(matrix([]))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(existing).delete());
  });
});

// Issue 37: members see the team's total (on the team document) and their own usage; only the
// team's leaders see each member's.
describe("teams/{teamId}/tokenUsageLogs: a member's own entries", () => {
  const LOGS = `${TEAM}/tokenUsageLogs`;
  const entriesOf = (persona: Persona, userId: string) =>
    as(persona).collection(LOGS).where('userId', '==', userId).get();

  it.each(matrix(['member', 'leader']))(
    "reads the member's own entry as %s: %s",
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(`${LOGS}/entry-own`).get());
    },
  );

  it.each(matrix(['member', 'leader']))(
    "lists the member's own entries as %s: %s",
    async (persona, allowed) => {
      await expectOutcome(allowed, entriesOf(persona, USERS.member.uid));
    },
  );

  it("refuses the member a teammate's entries, however asked", async () => {
    await assertFails(as('member').doc(`${LOGS}/entry-1`).get());
    await assertFails(entriesOf('member', USERS.leader.uid));
    await assertFails(as('member').collection(LOGS).orderBy('timestamp', 'desc').limit(50).get());
  });

  it('gives the member exactly their own entries', async () => {
    const own = await assertSucceeds(entriesOf('member', USERS.member.uid));
    expect(own.docs.map((entry) => entry.id)).toEqual(['entry-own']);
  });
});

// Issue 37: each member's usage is a document of its own, which the member reads and the team's
// leaders read with everyone else's; the team document that every member reads holds no one's.
describe('teams/{teamId}/memberUsage', () => {
  const USAGE = `${TEAM}/memberUsage`;

  it.each(matrix(['member', 'leader']))(
    "reads the member's own usage as %s: %s",
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).doc(`${USAGE}/${USERS.member.uid}`).get());
    },
  );

  it.each(matrix(['leader']))("reads the leader's usage as %s: %s", async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(`${USAGE}/${USERS.leader.uid}`).get());
  });

  it.each(matrix(['leader']))("lists every member's usage as %s: %s", async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).collection(USAGE).get());
  });

  it("refuses the member a teammate's usage, however asked", async () => {
    const member = as('member');
    await assertFails(member.doc(`${USAGE}/${USERS.leader.uid}`).get());
    await assertFails(member.collection(USAGE).get());
    await assertFails(member.collection(USAGE).where('totalTokens', '>', 0).get());
    await assertFails(member.collectionGroup('memberUsage').get());
  });

  it.each(matrix([]))('create, update or delete as %s: %s', async (persona, allowed) => {
    const db = as(persona);
    const own = `${USAGE}/${USERS.member.uid}`;
    await expectOutcome(allowed, db.doc(`${USAGE}/someone`).set({ totalTokens: 0 }));
    await expectOutcome(allowed, db.doc(own).update({ totalTokens: 0 }));
    await expectOutcome(allowed, db.doc(own).delete());
  });
});

describe('teams/{teamId}/invites', () => {
  const INVITE = `${TEAM}/invites/invite-1`;
  const validInvite = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    email: 'someone.new@school.test',
    status: 'pending',
    invitedBy: USERS.leader.uid,
    invitedAt: new Date(),
    ...overrides,
  });

  it.each(matrix(['member', 'leader', 'invitee']))('read as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(INVITE).get());
  });

  it.each(matrix(['member', 'leader']))(
    'list the team invites as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(allowed, as(persona).collection(`${TEAM}/invites`).get());
    },
  );

  it.each(matrix([]))('create as %s: %s', async (persona, allowed) => {
    const invitedBy = persona === 'signedOut' ? 'nobody' : USERS[persona].uid;
    await expectOutcome(
      allowed,
      as(persona).doc(`${TEAM}/invites/new`).set(validInvite({ invitedBy })),
    );
  });

  it.each(matrix([]))('delete (cancel or decline) as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(INVITE).delete());
  });

  it.each(matrix([]))('update as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(INVITE)
        .update({ status: 'accepted', acceptedAt: new Date(), acceptedBy: 'invitee' }),
    );
  });

  it('denies the leader even a well-formed invite (inviteToTeam writes them)', async () => {
    await assertFails(
      as('leader')
        .doc(`${TEAM}/invites/new`)
        .set(validInvite({ teamId: 'team-a', teamName: 'Grade 5 Team', invitedByName: 'Lead' })),
    );
  });

  it('denies the invitee accepting or declining their own invite (the callables do)', async () => {
    const invitee = as('invitee');
    await assertFails(
      invitee
        .doc(INVITE)
        .update({ status: 'accepted', acceptedAt: new Date(), acceptedBy: USERS.invitee.uid }),
    );
    await assertFails(invitee.doc(INVITE).delete());
  });

  it('denies the invitee reading an invite for another address', async () => {
    await assertFails(as('invitee').doc(`${TEAM}/invites/invite-2`).get());
  });

  it('denies the invitee reading anything else of the team', async () => {
    const invitee = as('invitee');
    await assertFails(invitee.doc(TEAM).get());
    await assertFails(invitee.doc(`${TEAM}/members/leader-a`).get());
    await assertFails(invitee.collection(`${TEAM}/invites`).get());
    for (const log of LOG_COLLECTIONS)
      await assertFails(invitee.doc(`${TEAM}/${log}/entry-1`).get());
  });

  it('denies the invitee while their address is not verified', async () => {
    const unverified = env
      .authenticatedContext(USERS.invitee.uid, {
        email: USERS.invitee.email,
        email_verified: false,
      })
      .firestore();
    await assertFails(unverified.doc(INVITE).get());
    const missingClaim = env
      .authenticatedContext(USERS.invitee.uid, { email: USERS.invitee.email })
      .firestore();
    await assertFails(missingClaim.doc(INVITE).get());
  });

  it('denies an invitee whose token has no email', async () => {
    const noEmail = env.authenticatedContext('invitee').firestore();
    await assertFails(noEmail.doc(INVITE).get());
  });
});

describe('collection group: invites', () => {
  const pendingInvitesFor = (db: Db, email: string) =>
    db
      .collectionGroup('invites')
      .where('email', '==', email)
      .where('status', '==', 'pending')
      .get();

  it('lets the invitee find their pending invites across teams', async () => {
    const result = await assertSucceeds(pendingInvitesFor(as('invitee'), INVITEE_EMAIL));
    expect(result.docs.map((doc) => doc.ref.path)).toEqual([`${TEAM}/invites/invite-1`]);
  });

  it('lets the invitee query by email alone', async () => {
    await assertSucceeds(
      as('invitee').collectionGroup('invites').where('email', '==', INVITEE_EMAIL).get(),
    );
  });

  it("denies querying someone else's invites", async () => {
    await assertFails(pendingInvitesFor(as('outsider'), INVITEE_EMAIL));
    await assertFails(pendingInvitesFor(as('leader'), INVITEE_EMAIL));
  });

  it.each(PERSONAS)('denies an unconstrained collection-group query as %s', async (persona) => {
    await assertFails(as(persona).collectionGroup('invites').get());
  });

  it('denies signed-out queries', async () => {
    await assertFails(pendingInvitesFor(as('signedOut'), INVITEE_EMAIL));
  });

  it('denies the invitee while their address is not verified', async () => {
    const unverified = env
      .authenticatedContext(USERS.invitee.uid, {
        email: USERS.invitee.email,
        email_verified: false,
      })
      .firestore();
    await assertFails(pendingInvitesFor(unverified, INVITEE_EMAIL));
  });
});

describe('collection group: members', () => {
  it('lets a user find their own member records', async () => {
    const result = await assertSucceeds(
      as('member').collectionGroup('members').where('userId', '==', USERS.member.uid).get(),
    );
    expect(result.docs.map((doc) => doc.ref.path)).toEqual([`${TEAM}/members/member-a`]);
  });

  it("denies querying someone else's member records", async () => {
    await assertFails(
      as('outsider').collectionGroup('members').where('userId', '==', 'member-a').get(),
    );
  });

  it('denies an unconstrained collection-group query', async () => {
    await assertFails(as('member').collectionGroup('members').get());
  });
});

describe('anonymous and disabled accounts', () => {
  const anonymousAs = (uid: string): Db =>
    env
      .authenticatedContext(uid, {
        email_verified: false,
        firebase: { sign_in_provider: 'anonymous' },
      })
      .firestore();

  const disable = (uid: string) =>
    env.withSecurityRulesDisabled((context) =>
      context.firestore().doc(`users/${uid}`).set({ disabled: true }),
    );

  it("denies an anonymous session a member's access", async () => {
    const anonymous = anonymousAs(USERS.member.uid);
    await assertFails(anonymous.doc(TEAM).get());
    await assertFails(anonymous.collection(`${TEAM}/members`).get());
    await assertFails(
      anonymous.collection('teams').where(`roles.${USERS.member.uid}`, '==', 'member').get(),
    );
    await assertFails(anonymous.doc('teams/no-such-team').get());
  });

  it('denies a disabled member the team at once, with a token that is still valid', async () => {
    await assertSucceeds(as('member').doc(TEAM).get());
    await disable(USERS.member.uid);
    const member = as('member');
    await assertFails(member.doc(TEAM).get());
    await assertFails(member.collection(`${TEAM}/members`).get());
    await assertFails(member.collection(`${TEAM}/tokenUsageLogs`).get());
    await assertFails(member.doc(`${TEAM}/memberUsage/${USERS.member.uid}`).get());
    await assertFails(
      member.collection('teams').where(`roles.${USERS.member.uid}`, '==', 'member').get(),
    );
    await assertFails(
      member.collectionGroup('members').where('userId', '==', USERS.member.uid).get(),
    );
  });

  it('denies a disabled leader renaming the team', async () => {
    await disable(USERS.leader.uid);
    await assertFails(
      as('leader').doc(TEAM).update({ name: 'Renamed', description: 'New', updatedAt: new Date() }),
    );
  });

  it('denies a disabled invitee their invitations', async () => {
    await disable(USERS.invitee.uid);
    await assertFails(as('invitee').doc(`${TEAM}/invites/invite-1`).get());
    await assertFails(
      as('invitee')
        .collectionGroup('invites')
        .where('email', '==', INVITEE_EMAIL)
        .where('status', '==', 'pending')
        .get(),
    );
  });

  it('still lets members whose profile is not disabled in', async () => {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc(`users/${USERS.member.uid}`).set({ disabled: false }),
    );
    await assertSucceeds(as('member').doc(TEAM).get());
  });
});
