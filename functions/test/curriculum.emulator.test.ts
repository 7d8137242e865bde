// The importFrameworkStandards callable (the CSV import), called through the Firebase JS SDK
// against the Auth, Firestore and Functions emulators.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs
import { createHarness, expectCallError, type Harness, type TestUser } from './emulator-harness';

let harness: Harness;
let leader: TestUser;
let member: TestUser;
let outsider: TestUser;
let teamId: string;
const FRAMEWORK_ID = 'import-test-framework';

const standard = (code: string, order: number, description = `Standard ${code}`) => ({
  code,
  description,
  subject: 'Science',
  gradeBand: 'Grade 5',
  strand: 'Life Science',
  order,
});

const frameworkDoc = () =>
  harness.db.collection('teams').doc(teamId).collection('frameworks').doc(FRAMEWORK_ID);
const storedStandards = async () =>
  Object.fromEntries(
    (await frameworkDoc().collection('standards').get()).docs.map((doc) => [doc.id, doc.data()]),
  );

beforeAll(async () => {
  harness = createHarness();
  [leader, member, outsider] = await Promise.all([
    harness.createUser('import-leader'),
    harness.createUser('import-member'),
    harness.createUser('import-outsider'),
  ]);
  teamId = await harness.createTeam({ leader, members: [member] });
  await frameworkDoc().set({
    teamId,
    name: 'Grade 5 Science',
    description: '',
    subjects: ['Science'],
    gradeBands: ['Grade 5'],
    createdBy: leader.uid,
    createdAt: new Date(),
    updatedAt: null,
  });
});

afterAll(async () => {
  await harness?.dispose();
});

describe('importFrameworkStandards', () => {
  it('writes every row under the id its code gives, and replaces a code already there', async () => {
    await expect(
      leader.call('importFrameworkStandards', {
        teamId,
        frameworkId: FRAMEWORK_ID,
        rows: [standard('SC5.1', 0), standard('TH5.1', 1, 'อ่านออกเสียงบทร้อยกรองได้ถูกต้อง')],
      }),
    ).resolves.toEqual({ written: 2 });
    await leader.call('importFrameworkStandards', {
      teamId,
      frameworkId: FRAMEWORK_ID,
      rows: [standard('sc5.1', 0, 'Replaced by a second import')],
    });

    const stored = await storedStandards();
    expect(Object.keys(stored).sort()).toEqual(['sc5%2E1', 'th5%2E1']);
    expect(stored['sc5%2E1']).toEqual(standard('sc5.1', 0, 'Replaced by a second import'));
    expect(stored['th5%2E1']?.description).toBe('อ่านออกเสียงบทร้อยกรองได้ถูกต้อง');
    expect((await frameworkDoc().get()).get('updatedAt')).not.toBeNull();
  });

  it('takes 1,000 rows in one call', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => standard(`BULK.${index}`, index + 10));
    await expect(
      leader.call('importFrameworkStandards', { teamId, frameworkId: FRAMEWORK_ID, rows }),
    ).resolves.toEqual({ written: 1000 });
    expect(Object.keys(await storedStandards())).toHaveLength(1002);
  });

  it('refuses members who do not lead the team, outsiders and signed-out callers', async () => {
    const request = { teamId, frameworkId: FRAMEWORK_ID, rows: [standard('X.1', 5000)] };
    await expectCallError(member.call('importFrameworkStandards', request), 'permission-denied');
    await expectCallError(outsider.call('importFrameworkStandards', request), 'permission-denied');
    await expectCallError(
      harness.callSignedOut('importFrameworkStandards', request),
      'unauthenticated',
    );
    expect(await storedStandards()).not.toHaveProperty('x%2E1');
  });

  it('names a missing team or framework', async () => {
    const rows = [standard('X.2', 1)];
    await expect(
      leader.call('importFrameworkStandards', { teamId: 'no-such-team', frameworkId: 'f', rows }),
    ).rejects.toMatchObject({ code: 'functions/not-found', details: { code: 'teamNotFound' } });
    await expect(
      leader.call('importFrameworkStandards', { teamId, frameworkId: 'no-such-framework', rows }),
    ).rejects.toMatchObject({
      code: 'functions/not-found',
      details: { code: 'frameworkNotFound' },
    });
  });

  // Issue 17: "__x__" is a reserved document id; it failed the call after part was written.
  it('stores codes that would make reserved or invalid ids, each under a valid id', async () => {
    const codes = ['__x__', '.', '..', 'a/b', '__RESERVED.1__'];
    await expect(
      leader.call('importFrameworkStandards', {
        teamId,
        frameworkId: FRAMEWORK_ID,
        rows: codes.map((code, index) => standard(code, 3000 + index)),
      }),
    ).resolves.toEqual({ written: codes.length });
    const storedCodes = Object.values(await storedStandards()).map((row) => row.code);
    expect(storedCodes).toEqual(expect.arrayContaining(codes));
  });

  it('refuses codes that differ only in case as duplicates, writing nothing', async () => {
    const before = await storedStandards();
    await expect(
      leader.call('importFrameworkStandards', {
        teamId,
        frameworkId: FRAMEWORK_ID,
        rows: [standard('CASE.1', 4000), standard('Case.2', 4001), standard('case.1 ', 4002)],
      }),
    ).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringMatching(/Row 3/),
      details: { code: 'duplicateCode', row: 2, duplicateOf: 0, fields: ['code'] },
    });
    expect(await storedStandards()).toEqual(before);
  });

  it('refuses invalid rows and more than 1,000 rows, writing nothing', async () => {
    const before = Object.keys(await storedStandards()).length;
    await expectCallError(
      leader.call('importFrameworkStandards', {
        teamId,
        frameworkId: FRAMEWORK_ID,
        rows: [standard('OK.1', 1), { ...standard('', 2) }],
      }),
      'invalid-argument',
      /Row 2/,
    );
    await expectCallError(
      leader.call('importFrameworkStandards', {
        teamId,
        frameworkId: FRAMEWORK_ID,
        rows: [{ ...standard('NEG.1', 1), order: -1 }],
      }),
      'invalid-argument',
    );
    await expectCallError(
      leader.call('importFrameworkStandards', {
        teamId,
        frameworkId: FRAMEWORK_ID,
        rows: Array.from({ length: 1001 }, (_, index) => standard(`MANY.${index}`, index)),
      }),
      'invalid-argument',
      /At most 1000/,
    );
    expect(Object.keys(await storedStandards())).toHaveLength(before);
  });
});
