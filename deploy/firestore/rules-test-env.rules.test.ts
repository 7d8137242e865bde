// reseed skips clearing and seeding while no test changed the data. These tests change it in
// each way a rules test can and fail if the next test did not get the seed back.
// (jest runs a file's tests in order; each "finds the seed" test follows the change it checks.)
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { createRulesTestEnvironment, reseed, type Db } from './rules-test-env';

const PROFILE = 'users/alice';
const profile = {
  email: 'alice@school.test',
  displayName: 'Alice',
  photoURL: null,
  role: 'teacher',
  isAdmin: false,
  isTeamLeader: false,
  canDoPD: false,
  preferences: { themeMode: 'dark', colorTheme: 'default' },
  createdAt: new Date('2026-01-05T00:00:00Z'),
  updatedAt: new Date('2026-01-05T00:00:00Z'),
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(() => reseed(env, (db) => db.doc(PROFILE).set(profile)));

const asAlice = (): Db => env.authenticatedContext('alice', { email: profile.email }).firestore();

async function expectTheSeed(): Promise<void> {
  const seeded = await env.authenticatedContext('alice').firestore().doc(PROFILE).get();
  expect(seeded.get('displayName')).toBe('Alice');
}

it.each([
  ['an update', () => asAlice().doc(PROFILE).update({ displayName: 'Changed' })],
  [
    'a batch',
    () => {
      const batch = asAlice().batch();
      batch.update(asAlice().doc(PROFILE), { displayName: 'Changed' });
      return batch.commit();
    },
  ],
  [
    'a transaction',
    () =>
      asAlice().runTransaction(async (transaction) => {
        const ref = asAlice().doc(PROFILE);
        await transaction.get(ref);
        transaction.update(ref, { displayName: 'Changed' });
      }),
  ],
])('finds the seed again after %s the rules allowed', async (_what, write) => {
  await expectTheSeed();
  await assertSucceeds(write());
});

it('finds the seed again after a write with the rules off', async () => {
  await expectTheSeed();
  await env.withSecurityRulesDisabled((context) => context.firestore().doc(PROFILE).delete());
});

it('finds the seed after a refused write', async () => {
  await expectTheSeed();
  await assertFails(asAlice().doc(PROFILE).update({ role: 'admin' }));
});

it('finds the seed at the end', expectTheSeed);
