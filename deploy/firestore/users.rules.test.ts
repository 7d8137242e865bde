// Security rules for users/{uid}: each allow and each deny, forbidden fields one by one.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteField } from 'firebase/firestore';
import { MAX_DISPLAY_NAME_LENGTH } from '@lesson-planner/shared-contracts/rules';
import { createRulesTestEnvironment, reseed, type Db } from './rules-test-env';

const ALICE = { uid: 'alice', email: 'alice@school.test' };
const BOB = { uid: 'bob', email: 'bob@school.test' };

/** Alice's stored profile: she belongs to team-a only. */
const aliceProfile = {
  email: ALICE.email,
  displayName: 'Alice',
  photoURL: null,
  role: 'teacher',
  isAdmin: false,
  isTeamLeader: false,
  canDoPD: false,
  teamId: 'team-a',
  defaultTeamId: 'team-a',
  teams: ['team-a'],
  termsAcceptedAt: new Date('2026-01-05T00:00:00Z'),
  privacyAcceptedAt: new Date('2026-01-05T00:00:00Z'),
  termsVersion: '2026-01',
  privacyVersion: '2026-01',
  preferences: { themeMode: 'dark', colorTheme: 'default' },
  createdAt: new Date('2026-01-05T00:00:00Z'),
  lastLogin: new Date('2026-01-05T00:00:00Z'),
  updatedAt: new Date('2026-01-05T00:00:00Z'),
};

/** What the registration screen writes for a new user. */
function newProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: BOB.email,
    displayName: 'Bob',
    photoURL: null,
    role: 'teacher',
    isAdmin: false,
    isTeamLeader: false,
    canDoPD: false,
    termsAcceptedAt: new Date(),
    privacyAcceptedAt: new Date(),
    termsVersion: '2026-01',
    privacyVersion: '2026-01',
    preferences: { themeMode: 'dark', colorTheme: 'default' },
    createdAt: new Date(),
    lastLogin: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(() => reseed(env, (db) => db.doc(`users/${ALICE.uid}`).set(aliceProfile)));

const asAlice = (): Db => env.authenticatedContext(ALICE.uid, { email: ALICE.email }).firestore();
const asBob = (): Db => env.authenticatedContext(BOB.uid, { email: BOB.email }).firestore();
const signedOut = (): Db => env.unauthenticatedContext().firestore();

describe('users: reading', () => {
  it('lets a user read their own profile', async () => {
    await assertSucceeds(asAlice().doc('users/alice').get());
  });

  it("denies reading another user's profile", async () => {
    await assertFails(asBob().doc('users/alice').get());
  });

  it('denies signed-out reads', async () => {
    await assertFails(signedOut().doc('users/alice').get());
  });

  it('denies listing all profiles', async () => {
    await assertFails(asAlice().collection('users').get());
  });
});

describe('users: creating a profile', () => {
  it('allows a teacher profile with the token email and no team', async () => {
    await assertSucceeds(asBob().doc('users/bob').set(newProfile()));
  });

  it('allows team fields that are explicitly empty', async () => {
    await assertSucceeds(
      asBob()
        .doc('users/bob')
        .set(newProfile({ teamId: null, defaultTeamId: null, teams: [] })),
    );
  });

  it('allows a minimal profile', async () => {
    await assertSucceeds(asBob().doc('users/bob').set({ email: BOB.email, role: 'teacher' }));
  });

  it('denies creating a profile for someone else', async () => {
    await assertFails(asAlice().doc('users/bob').set(newProfile()));
  });

  it('denies signed-out creation', async () => {
    await assertFails(signedOut().doc('users/bob').set(newProfile()));
  });

  it('denies a missing role', async () => {
    const { role: _role, ...withoutRole } = newProfile();
    await assertFails(asBob().doc('users/bob').set(withoutRole));
  });

  it.each(['leader', 'team_leader', 'admin', 'platformAdmin'])('denies role %s', async (role) => {
    await assertFails(asBob().doc('users/bob').set(newProfile({ role })));
  });

  it.each(['isAdmin', 'platformAdmin', 'isTeamLeader', 'canDoPD'])(
    'denies %s: true',
    async (flag) => {
      await assertFails(
        asBob()
          .doc('users/bob')
          .set(newProfile({ [flag]: true })),
      );
    },
  );

  it('denies an email other than the token email', async () => {
    await assertFails(
      asBob()
        .doc('users/bob')
        .set(newProfile({ email: 'someone@school.test' })),
    );
  });

  it('denies a profile when the token has no email', async () => {
    const noEmail = env.authenticatedContext(BOB.uid).firestore();
    await assertFails(noEmail.doc('users/bob').set(newProfile()));
  });

  it.each([
    ['teamId', 'team-a'],
    ['defaultTeamId', 'team-a'],
    ['teams', ['team-a']],
  ])('denies team field %s', async (field, value) => {
    await assertFails(
      asBob()
        .doc('users/bob')
        .set(newProfile({ [field]: value })),
    );
  });

  it('denies fields that are not part of a profile', async () => {
    await assertFails(
      asBob()
        .doc('users/bob')
        .set(newProfile({ tokenLimit: 5 })),
    );
  });

  it('denies invalid preferences', async () => {
    await assertFails(
      asBob()
        .doc('users/bob')
        .set(newProfile({ preferences: { themeMode: 'sepia', colorTheme: 'default' } })),
    );
  });
});

describe('users: what a profile holds (issue 17)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a display name of only zero-width characters', { displayName: '\u200B\u200C\u200D\uFEFF' }],
    ['a display name too long', { displayName: 'x'.repeat(MAX_DISPLAY_NAME_LENGTH + 1) }],
    ['a display name that is not text', { displayName: { first: 'Bob' } }],
    ['a photo URL too long', { photoURL: 'https://example.test/' + 'x'.repeat(2048) }],
    // Issue 27: a link the app would put in an <img src> must be a web address over https.
    ['a javascript: photo URL', { photoURL: 'javascript:alert(document.cookie)' }],
    ['a data: photo URL', { photoURL: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a plain http photo URL', { photoURL: 'http://example.test/bob.png' }],
    ['a photo URL with spaces', { photoURL: 'https://example.test/ bob.png' }],
    // Issue 27: `teams` is a list; an empty string passed the old size() check.
    ['teams as an empty string', { teams: '' }],
    ['teams as an empty map', { teams: {} }],
    ['a team id that is not text', { teamId: 0 }],
    ['a terms version that is not text', { termsVersion: 3 }],
    ['a lastLogin that is not a time', { lastLogin: 'yesterday' }],
  ])('denies creating a profile with %s', async (_case, overrides) => {
    await assertFails(asBob().doc('users/bob').set(newProfile(overrides)));
  });

  it('allows creating a profile with an https photo and an empty list of teams', async () => {
    await assertSucceeds(
      asBob()
        .doc('users/bob')
        .set(newProfile({ photoURL: 'https://example.test/bob.png', teams: [] })),
    );
  });

  it.each<[string, unknown]>([
    ['javascript:', 'javascript:alert(1)'],
    ['http:', 'http://example.test/alice.png'],
  ])('denies changing the photo URL to a %s address', async (_case, photoURL) => {
    await assertFails(asAlice().doc('users/alice').update({ photoURL }));
  });

  it.each<[string, unknown]>([
    ['only zero-width characters', '\u200B\u200C\u200D\uFEFF'],
    ['one character too many', 'x'.repeat(MAX_DISPLAY_NAME_LENGTH + 1)],
    ['a number', 5],
  ])('denies changing the display name to %s', async (_case, displayName) => {
    await assertFails(asAlice().doc('users/alice').update({ displayName }));
  });

  it('allows a display name of 100 characters in any script, and none', async () => {
    await assertSucceeds(
      asAlice()
        .doc('users/alice')
        .update({ displayName: 'ม'.repeat(MAX_DISPLAY_NAME_LENGTH) }),
    );
    await assertSucceeds(asAlice().doc('users/alice').update({ displayName: null }));
  });
});

describe('users: updating own profile', () => {
  it.each<[string, unknown]>([
    ['displayName', 'Alice B.'],
    ['photoURL', 'https://example.test/alice.png'],
    ['lastLogin', new Date()],
    ['updatedAt', new Date()],
    ['termsAcceptedAt', new Date()],
    ['privacyAcceptedAt', new Date()],
    ['termsVersion', '2026-02'],
    ['privacyVersion', '2026-02'],
    ['lastPasswordChange', new Date()],
  ])('allows changing %s', async (field, value) => {
    await assertSucceeds(
      asAlice()
        .doc('users/alice')
        .update({ [field]: value }),
    );
  });

  it.each(['light', 'dark'])('allows themeMode %s', async (themeMode) => {
    await assertSucceeds(
      asAlice().doc('users/alice').update({ 'preferences.themeMode': themeMode }),
    );
  });

  it.each(['default', 'green', 'purple', 'teal', 'orange'])(
    'allows colorTheme %s',
    async (colorTheme) => {
      await assertSucceeds(
        asAlice().doc('users/alice').update({ 'preferences.colorTheme': colorTheme }),
      );
    },
  );

  it('denies themeMode other than light or dark', async () => {
    await assertFails(asAlice().doc('users/alice').update({ 'preferences.themeMode': 'system' }));
  });

  it.each(['en', 'th', 'lo', 'zh'])('allows the interface language %s', async (locale) => {
    await assertSucceeds(asAlice().doc('users/alice').update({ 'preferences.locale': locale }));
  });

  it('denies an unsupported interface language', async () => {
    await assertFails(asAlice().doc('users/alice').update({ 'preferences.locale': 'fr' }));
  });

  it('denies an unknown colorTheme', async () => {
    await assertFails(asAlice().doc('users/alice').update({ 'preferences.colorTheme': 'pink' }));
  });

  it('denies unknown preference keys', async () => {
    await assertFails(asAlice().doc('users/alice').update({ 'preferences.fontSize': 'large' }));
  });

  it('allows defaultTeamId set to a team the user belongs to', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc('users/alice')
        .update({ teams: ['team-a', 'team-b'] });
    });
    await assertSucceeds(asAlice().doc('users/alice').update({ defaultTeamId: 'team-b' }));
  });

  it('allows clearing defaultTeamId', async () => {
    await assertSucceeds(asAlice().doc('users/alice').update({ defaultTeamId: null }));
  });

  it('denies defaultTeamId pointing at a team the user is not in', async () => {
    await assertFails(asAlice().doc('users/alice').update({ defaultTeamId: 'team-z' }));
  });

  it.each<[string, unknown]>([
    ['email', 'new@school.test'],
    ['createdAt', new Date('2020-01-01T00:00:00Z')],
    ['role', 'leader'],
    ['isAdmin', true],
    ['platformAdmin', true],
    ['isTeamLeader', true],
    ['canDoPD', true],
    ['teams', ['team-a', 'team-z']],
    ['teamId', 'team-z'],
    ['tokenLimit', 5],
  ])('denies changing %s', async (field, value) => {
    await assertFails(
      asAlice()
        .doc('users/alice')
        .update({ [field]: value }),
    );
  });

  it('denies a mix of allowed and forbidden fields', async () => {
    await assertFails(asAlice().doc('users/alice').update({ displayName: 'A', role: 'admin' }));
  });

  it('denies adding to teams and pointing defaultTeamId at it in one write', async () => {
    await assertFails(
      asAlice()
        .doc('users/alice')
        .update({ teams: ['team-a', 'team-z'], defaultTeamId: 'team-z' }),
    );
  });

  it('denies overwriting the whole profile with changed role', async () => {
    await assertFails(
      asAlice()
        .doc('users/alice')
        .set({ ...aliceProfile, role: 'admin' }),
    );
  });
});

describe('users: other writes', () => {
  it("denies updating another user's profile", async () => {
    await assertFails(asBob().doc('users/alice').update({ displayName: 'Hacked' }));
  });

  it('denies signed-out updates', async () => {
    await assertFails(signedOut().doc('users/alice').update({ displayName: 'Hacked' }));
  });

  it('denies deleting own profile', async () => {
    await assertFails(asAlice().doc('users/alice').delete());
  });

  it("denies deleting another user's profile", async () => {
    await assertFails(asBob().doc('users/alice').delete());
  });
});

describe('users: anonymous and disabled accounts', () => {
  const ANON_EMAIL = 'anon@school.test';
  const withProvider = (uid: string, provider: 'anonymous' | 'password'): Db =>
    env
      .authenticatedContext(uid, { email: ANON_EMAIL, firebase: { sign_in_provider: provider } })
      .firestore();
  const anonymous = (uid: string): Db => withProvider(uid, 'anonymous');

  it('denies an anonymous user creating, reading or updating a profile', async () => {
    // A valid profile for the token's email: only the sign-in provider refuses it.
    const profile = newProfile({ email: ANON_EMAIL });
    await assertFails(anonymous('anon').doc('users/anon').set(profile));
    await assertSucceeds(withProvider('anon', 'password').doc('users/anon').set(profile));
    await assertFails(anonymous('alice').doc('users/alice').get());
    await assertFails(anonymous('alice').doc('users/alice').update({ displayName: 'Anon' }));
  });

  it('denies a disabled user updating their profile, though their token is still valid', async () => {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc('users/alice').update({ disabled: true }),
    );
    await assertFails(asAlice().doc('users/alice').update({ displayName: 'Still here' }));
  });

  it('denies clearing or setting the disabled mark (the server writes it)', async () => {
    await assertFails(asAlice().doc('users/alice').update({ disabled: true }));
    // Re-enabled: the server's mark says false, and Alice is active again (she may write)...
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().doc('users/alice').update({ disabled: false }),
    );
    await assertSucceeds(asAlice().doc('users/alice').update({ displayName: 'Alice' }));
    // ...but the mark is still not hers to remove or change.
    await assertFails(asAlice().doc('users/alice').update({ disabled: deleteField() }));
    await assertFails(asAlice().doc('users/alice').update({ disabled: true }));
    await assertFails(
      asBob()
        .doc('users/bob')
        .set(newProfile({ disabled: false })),
    );
  });
});

describe('everything else', () => {
  it('denies unknown top-level collections', async () => {
    await assertFails(asAlice().doc('anything/else').set({ a: 1 }));
    await assertFails(asAlice().doc('anything/else').get());
  });
});
