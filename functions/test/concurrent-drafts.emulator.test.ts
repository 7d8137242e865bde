// The allowance's money invariants under a burst of drafts (issue 38, hole 1): a staff meeting
// where three members of one team ask for 20 drafts at once. Every draft is either charged and
// logged once, or refused with nothing charged, and never with an internal error.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs concurrent
import { Timestamp } from 'firebase-admin/firestore';
import type { FunctionsError } from 'firebase/functions';
import {
  GENERATE_DRAFT_FUNCTION,
  type GenerateDraftResponse,
} from '@lesson-planner/shared-contracts/planning';
import { createHarness, readTokenUsage, type Harness, type TestUser } from './emulator-harness';

const DRAFTS = 20;
/**
 * Each draft starts a function worker of its own in the emulator (genkit and the token counter
 * load in each), so on two busy cores the burst takes minutes; a call cut off by the client would
 * say nothing about the server.
 */
const BURST_TIMEOUT_MS = 280_000;

let harness: Harness;
let teamId: string;
let unitId: string;
let teachers: TestUser[];

const teamDoc = () => harness.db.collection('teams').doc(teamId);

beforeAll(async () => {
  harness = createHarness();
  teachers = await Promise.all(
    ['burst-leader', 'burst-a', 'burst-b'].map((label) =>
      harness.createUser(label, { callTimeoutMs: BURST_TIMEOUT_MS }),
    ),
  );
  const [leader, ...members] = teachers as [TestUser, ...TestUser[]];
  teamId = await harness.createTeam({ leader, members });
  unitId = `${teamId}-unit`;
  await harness.db
    .collection('units')
    .doc(unitId)
    .set({
      title: 'Staff meeting unit',
      subject: 'Science',
      grade: '5',
      classroomId: null,
      teamId,
      startDate: null,
      weeks: 2,
      bigIdeas: [],
      essentialQuestions: [],
      standards: [],
      summativeAssessment: '',
      status: 'draft',
      ownerId: leader.uid,
      collaboratorIds: members.map((member) => member.uid),
      createdAt: Timestamp.now(),
      updatedAt: null,
    });
});

afterAll(async () => {
  await harness?.dispose();
});

it('charges and logs each of 20 concurrent drafts once, or refuses it charging nothing', async () => {
  const outcomes = await Promise.allSettled(
    Array.from({ length: DRAFTS }, (_, index) =>
      teachers[index % teachers.length]!.call<GenerateDraftResponse<'unitPlan'>>(
        GENERATE_DRAFT_FUNCTION,
        { task: 'unitPlan', unitId, language: 'en', lessonCount: 2 },
      ),
    ),
  );

  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason as FunctionsError] : [],
  );
  // A refusal the teacher can act on ("busy, try again"), never an internal error.
  for (const { code, details } of refusals) {
    expect({ code, details }).toEqual({
      code: 'functions/unavailable',
      details: { code: 'allowanceBusy' },
    });
  }
  const drafts = outcomes.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  );
  expect(drafts.length).toBeGreaterThan(0);

  const usage = await readTokenUsage(teamDoc());
  const logs = (await teamDoc().collection('tokenUsageLogs').get()).docs.map((doc) => doc.data());
  const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
  const membersTotal = sum(
    Object.values(usage.memberUsage as Record<string, { totalTokens: number }>).map(
      (member) => member.totalTokens,
    ),
  );
  const logged = sum(logs.map((log) => log.tokenCount as number));
  const charged = sum(drafts.map((draft) => draft.usage.totalTokens));
  expect({ team: usage.totalTokens, members: membersTotal, logs: logged }).toEqual({
    team: charged,
    members: charged,
    logs: charged,
  });
  expect(logs).toHaveLength(drafts.length);
  // Nothing is left reserved: every reservation was charged or given back.
  expect((await teamDoc().collection('tokenReservations').get()).size).toBe(0);
  // Each member's total is what their own logs say.
  for (const teacher of teachers) {
    expect(usage.memberUsage[teacher.uid]?.totalTokens ?? 0).toBe(
      sum(logs.filter((log) => log.userId === teacher.uid).map((log) => log.tokenCount as number)),
    );
  }
}, 300_000);
