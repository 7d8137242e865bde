// Disabling an account (setUserDisabled) and what every callable checks of the caller's session:
// a disabled account or a revoked session is refused at once, even with an ID token that has not
// expired yet. Called through the Firebase JS SDK against the emulators.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs
import { createHarness, expectCallError, type Harness, type TestUser } from './emulator-harness';

let harness: Harness;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  harness = createHarness();
  [admin, teacher] = await Promise.all([
    harness.createUser('admin', { profile: { role: 'teacher', isAdmin: true } }),
    harness.createUser('teacher'),
  ]);
});

afterAll(async () => {
  await harness?.dispose();
});

const profileOf = async (uid: string) =>
  (await harness.db.collection('users').doc(uid).get()).data() ?? {};

/** Revocation is recorded in whole seconds: a session must be older than that second. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('setUserDisabled', () => {
  it("refuses the disabled user's still-valid token at once and marks the profile", async () => {
    const target = await harness.createUser('to-disable');
    // The session works before…
    await expect(target.call('createTeam', { name: 'Before' })).resolves.toBeTruthy();
    await nextSecond();

    await expect(
      admin.call('setUserDisabled', { uid: target.uid, disabled: true }),
    ).resolves.toEqual({ uid: target.uid, disabled: true });

    // …and not after, with the same ID token (the SDK keeps it for up to an hour).
    await expectCallError(
      target.call('createTeam', { name: 'After' }),
      'unauthenticated',
      'Your session has ended. Please sign in again.',
    );
    expect((await harness.auth.getUser(target.uid)).disabled).toBe(true);
    expect(await profileOf(target.uid)).toMatchObject({ disabled: true });
    const teams = await harness.db.collection('teams').where('createdBy', '==', target.uid).get();
    expect(teams.docs.map((team) => team.get('name'))).toEqual(['Before']);
  });

  it('enables the account again and clears the mark', async () => {
    const target = await harness.createUser('to-enable', {
      profile: { role: 'teacher', displayName: 'Ada' },
    });
    await admin.call('setUserDisabled', { uid: target.uid, disabled: true });
    expect(await profileOf(target.uid)).toMatchObject({ disabled: true, displayName: 'Ada' });
    await admin.call('setUserDisabled', { uid: target.uid, disabled: false });
    expect((await harness.auth.getUser(target.uid)).disabled).toBe(false);
    expect(await profileOf(target.uid)).toMatchObject({ disabled: false, displayName: 'Ada' });
  });

  // A bare {disabled} document would block the profile the app creates at first sign-in.
  it('leaves no profile behind for an account that never wrote one', async () => {
    const target = await harness.createUser('no-profile');
    await admin.call('setUserDisabled', { uid: target.uid, disabled: true });
    await admin.call('setUserDisabled', { uid: target.uid, disabled: false });
    expect((await harness.auth.getUser(target.uid)).disabled).toBe(false);
    expect((await harness.db.collection('users').doc(target.uid).get()).exists).toBe(false);
  });

  it('refuses a user who is not an administrator', async () => {
    await expectCallError(
      teacher.call('setUserDisabled', { uid: admin.uid, disabled: true }),
      'permission-denied',
      'Only an administrator can do this',
    );
    expect((await harness.auth.getUser(admin.uid)).disabled).toBe(false);
  });

  it('refuses an administrator disabling their own account', async () => {
    await expectCallError(
      admin.call('setUserDisabled', { uid: admin.uid, disabled: true }),
      'invalid-argument',
      'Administrators cannot disable their own account',
    );
    expect((await harness.auth.getUser(admin.uid)).disabled).toBe(false);
  });

  it('says when the account no longer exists', async () => {
    await expectCallError(
      admin.call('setUserDisabled', { uid: 'no-such-account', disabled: true }),
      'not-found',
      'Account not found',
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['no uid', { disabled: true }],
    ['no flag', { uid: 'someone' }],
    ['a uid with a slash', { uid: 'a/b', disabled: true }],
  ])('rejects %s', async (_label, data) => {
    await expectCallError(admin.call('setUserDisabled', data), 'invalid-argument');
  });
});

describe('findAccount', () => {
  it('finds an account by its email, in any case, with its name and whether it is disabled', async () => {
    const target = await harness.createUser('to-find', {
      profile: { role: 'teacher', displayName: 'Malee' },
    });
    await expect(
      admin.call('findAccount', { email: `  ${target.email.toUpperCase()} ` }),
    ).resolves.toEqual({
      uid: target.uid,
      email: target.email,
      displayName: 'Malee',
      disabled: false,
    });
    await admin.call('setUserDisabled', { uid: target.uid, disabled: true });
    await expect(admin.call('findAccount', { email: target.email })).resolves.toMatchObject({
      disabled: true,
    });
  });

  it('refuses a user who is not an administrator, revealing nothing', async () => {
    await expectCallError(
      teacher.call('findAccount', { email: admin.email }),
      'permission-denied',
      'Only an administrator can do this',
    );
    await expectCallError(
      teacher.call('findAccount', { email: 'nobody@school.test' }),
      'permission-denied',
    );
  });

  it('says when no account uses the email', async () => {
    await expectCallError(
      admin.call('findAccount', { email: 'nobody-here@school.test' }),
      'not-found',
      'Account not found',
    );
  });

  it.each<[string, unknown]>([
    ['no email', {}],
    ['an invalid email', { email: 'not an email' }],
    ['a number', { email: 5 }],
  ])('rejects %s', async (_label, data) => {
    await expectCallError(admin.call('findAccount', data), 'invalid-argument');
  });
});

describe('every callable', () => {
  it('refuses a session whose refresh tokens were revoked', async () => {
    const target = await harness.createUser('revoked');
    await nextSecond();
    await harness.auth.revokeRefreshTokens(target.uid);
    await expectCallError(
      target.call('scanMyInvitations', {}),
      'unauthenticated',
      'Your session has ended. Please sign in again.',
    );
  });

  it.each(['createTeam', 'setTokenLimit', 'scanMyInvitations', 'generateDraft'])(
    'refuses an anonymous user: %s',
    async (name) => {
      const anonymous = await harness.createAnonymousUser();
      await expectCallError(
        anonymous.call(name, { name: 'x', teamId: 'x', newLimit: 5 }),
        'unauthenticated',
        'User not authenticated',
      );
    },
  );
});
