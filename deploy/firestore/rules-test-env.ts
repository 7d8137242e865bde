// Shared setup for the *.rules.test.ts suites: a rules test environment on the running
// Firestore emulator (scripts/with-emulators.mjs sets FIRESTORE_EMULATOR_HOST), loaded with
// the real firestore.rules from this folder.
import fs from 'node:fs';
import path from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

// Denied requests are the point of most tests; the SDK would log a warning for each.
setLogLevel('error');

export const RULES_PROJECT_ID = 'demo-lesson-planner-rules';

export async function createRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  const hostAndPort = process.env.FIRESTORE_EMULATOR_HOST;
  const match = hostAndPort?.match(/^(.+):(\d+)$/);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set. Run: node scripts/with-emulators.mjs --only firestore -- jest -c jest.rules.config.cjs',
    );
  }
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host: match[1],
      port: Number(match[2]),
      rules: fs.readFileSync(path.join(__dirname, 'firestore.rules'), 'utf8'),
    },
  });
}

export type Db = ReturnType<RulesTestContext['firestore']>;

/**
 * A team as createTeam and acceptInvite leave it: the team document with its roles map, and a
 * member document per role (which the rules' membership checks read).
 */
export async function seedTeam(
  db: Db,
  teamId: string,
  name: string,
  roles: Record<string, string>,
  joinedAt: Date,
): Promise<void> {
  await db.doc(`teams/${teamId}`).set({ name, roles });
  for (const [uid, role] of Object.entries(roles)) {
    await db.doc(`teams/${teamId}/members/${uid}`).set({ userId: uid, role, joinedAt });
  }
}
