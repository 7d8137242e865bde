// Grounding through the real callable code and the Firestore emulator: the draft of a unit plan
// is given the team's standards for the unit's subject and grade and what the saved lessons
// already teach, and a model reply citing standards the team does not have keeps only the
// team's, reporting how many it left out. The model is a Genkit model stub (no network), so
// generateDraft runs in-process here rather than in the Functions emulator (whose provider is
// the offline one).
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs
import { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { genkit } from 'genkit';
import type { GenerateDraftResponse, Lesson } from '@lesson-planner/shared-contracts/planning';
import { createDraftProvider } from '../src/ai';
import { createGenkitProvider } from '../src/ai/genkit-draft-provider';
import { generateDraft } from '../src/planning/generate-draft';
import { createHarness, type Harness, type TestUser } from './emulator-harness';

jest.mock('../src/ai', () => ({
  ...jest.requireActual('../src/ai'),
  createDraftProvider: jest.fn(),
}));

const FRAMEWORK_ID = 'grounding-framework';
const SCIENCE_ID = 'grounding-science';
const ref = (frameworkId: string, standardId: string) => ({ frameworkId, standardId });
const MA1 = ref(FRAMEWORK_ID, 'ma%2E5%2E1');
const MA2 = ref(FRAMEWORK_ID, 'ma%2E5%2E2');
const MA4 = ref(FRAMEWORK_ID, 'ma%2E5%2E4');
const MA7 = ref(FRAMEWORK_ID, 'ma%2E7%2E1');
const SCI = ref(SCIENCE_ID, 'sci%2E5%2E1');
const INVENTED = ref(FRAMEWORK_ID, 'ma%2E5%2E99');
const OTHER_TEAM = ref('another-teams-framework', 'ma%2E5%2E1');
const USAGE = { inputTokens: 1_200, outputTokens: 340, totalTokens: 1_540 };

let harness: Harness;
let member: TestUser;
let teamId: string;
let unitId: string;
/** The user message of the last request the model stub received. */
let lastPrompt = '';

const lesson = (title: string, standards: object[]): Lesson & object => ({
  title,
  objectives: [`Objective of ${title}`],
  standards: standards as Lesson['standards'],
  activities: [{ title: 'Work', minutes: 50, description: 'Practice' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: ['Exit ticket'],
  homework: '',
});

beforeAll(async () => {
  harness = createHarness();
  const leader = await harness.createUser('grounding-leader');
  member = await harness.createUser('grounding-member');
  teamId = await harness.createTeam({ leader, members: [member] });
  unitId = `${teamId}-unit`;

  const team = harness.db.collection('teams').doc(teamId);
  const batch = harness.db.batch();
  const framework = (id: string, name: string) => {
    const doc = team.collection('frameworks').doc(id);
    batch.set(doc, { teamId, name, createdBy: leader.uid, subjects: [], gradeBands: [] });
    return doc;
  };
  const math = framework(FRAMEWORK_ID, 'Mathematics');
  const science = framework(SCIENCE_ID, 'Science');
  const standard = (doc: FirebaseFirestore.DocumentReference, code: string, extra: object) =>
    batch.set(doc, { code, description: `About ${code}`, strand: '', order: 0, ...extra });
  const grade5Math = { subject: 'Mathematics', gradeBand: '3-5' };
  standard(math.collection('standards').doc(MA1.standardId), 'MA.5.1', grade5Math);
  standard(math.collection('standards').doc(MA2.standardId), 'MA.5.2', grade5Math);
  standard(math.collection('standards').doc(MA4.standardId), 'MA.5.4', grade5Math);
  standard(math.collection('standards').doc(MA7.standardId), 'MA.7.1', {
    subject: 'Mathematics',
    gradeBand: '6-8',
  });
  standard(science.collection('standards').doc(SCI.standardId), 'SCI.5.1', {
    subject: 'Science',
    gradeBand: '3-5',
  });
  batch.set(harness.db.collection('units').doc(unitId), {
    title: 'Fractions',
    subject: 'Mathematics',
    grade: 'Grade 5',
    classroomId: null,
    teamId,
    startDate: null,
    weeks: 2,
    bigIdeas: [],
    essentialQuestions: [],
    standards: [MA1, MA2],
    summativeAssessment: '',
    status: 'draft',
    ownerId: leader.uid,
    collaboratorIds: [],
    createdAt: Timestamp.now(),
    updatedAt: null,
  });
  // The saved plan already teaches MA.5.1; MA.5.2 is the unit's gap.
  batch.set(harness.db.collection('unitPlans').doc(unitId), {
    unitId,
    teamId,
    lessons: [lesson('Saved', [MA1])],
  });
  await batch.commit();

  const ai = genkit({});
  const reply = JSON.stringify({
    lessons: [lesson('One', [MA2, INVENTED]), lesson('Two', [MA4, OTHER_TEAM, INVENTED, MA1])],
  });
  ai.defineModel({ apiVersion: 'v2', name: 'stub/citer' }, async (request) => {
    lastPrompt = request.messages.at(-1)?.content[0]?.text ?? '';
    return {
      message: { role: 'model', content: [{ text: reply }] },
      finishReason: 'stop',
      usage: USAGE,
    };
  });
  jest.mocked(createDraftProvider).mockReturnValue(
    createGenkitProvider({
      ai,
      id: 'gemini',
      model: 'stub-citer',
      modelRef: 'stub/citer',
      timeoutMs: 30_000,
      reserveTokens: async () => 5_000,
      configFor: () => ({}),
    }),
  );
}, 180_000); // users, and a team made through its callable on a cold Functions emulator

afterAll(() => harness?.dispose());

/** An ID token of the user from the Auth emulator, which the callable verifies as it would. */
async function idTokenOf(uid: string): Promise<string> {
  const customToken = await harness.auth.createCustomToken(uid);
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

it('keeps only the team’s standards a model cites, says how many it left out, and charges the usage', async () => {
  const idToken = await idTokenOf(member.uid);
  const request = {
    auth: { uid: member.uid, token: { email: member.email, email_verified: true } },
    rawRequest: {
      header: (name: string) => (/^authorization$/i.test(name) ? `Bearer ${idToken}` : undefined),
    },
    data: { task: 'unitPlan', unitId, language: 'en', lessonCount: 2 },
    acceptsStreaming: false,
  } as unknown as CallableRequest<unknown>;

  const draft = (await generateDraft(harness.db, request)) as GenerateDraftResponse<'unitPlan'>;

  expect(draft.lessons.map((drafted) => drafted.standards)).toEqual([[MA2], [MA4, MA1]]);
  expect(draft.droppedStandards).toBe(2);
  expect(draft.usage.totalTokens).toBe(USAGE.totalTokens);

  // The prompt quoted the unit's standards with what is taught, and the team's other
  // mathematics standards for grade 5, not those of another subject or grade.
  expect(lastPrompt).toMatch(/"code": "MA\.5\.1",[^}]*"alreadyTaught": true/);
  expect(lastPrompt).toMatch(/"code": "MA\.5\.2",[^}]*"alreadyTaught": false/);
  expect(lastPrompt).toContain('"frameworkStandards"');
  expect(lastPrompt).toContain('"MA.5.4"');
  expect(lastPrompt).not.toContain('SCI.5.1');
  expect(lastPrompt).not.toContain('MA.7.1');

  const team = await harness.db.collection('teams').doc(teamId).get();
  expect(team.get('tokenUsage.totalTokens')).toBe(USAGE.totalTokens);
});
