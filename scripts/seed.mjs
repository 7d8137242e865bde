#!/usr/bin/env node
// Seeds the emulators with a demo school: four accounts, one team with a pending invite, a
// standards framework, two classrooms and two units (one with a plan).
//
//   node scripts/with-emulators.mjs -- node scripts/seed.mjs   (throw-away emulators)
//   node scripts/seed.mjs                                       (emulators already running)
//
// Idempotent: every document has a fixed id, and the demo team is rebuilt from scratch on each
// run (keeping its original createdAt), so running it twice gives the same data, not duplicates.
// It only ever talks to emulators: the emulator host variables are forced before the admin SDK
// starts, and the project id must be a demo- project.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDemoCurriculum } from './demo-curriculum.mjs';
import { addDemoPlanning, addDemoSchoolTime } from './demo-planning.mjs';
import { addDemoRubrics } from './demo-rubrics.mjs';
import { emulatorEnv, PROJECT_ID } from './emulators.mjs';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_TEAM_ID = 'demo-grade-5-team';
export const DEMO_TEAM_NAME = 'Grade 5 Team';
export const DEMO_INVITE_ID = 'demo-invite-newteacher';
export const DEMO_INVITE_EMAIL = 'newteacher@demo.school';
const POLICY_VERSION = '2026-01';
/** Mirrors DEFAULT_TOKEN_LIMIT in @lesson-planner/shared-contracts/rules (not importable from .mjs). */
const DEFAULT_TOKEN_LIMIT = 1_000_000;
/** Mirrors MAX_RESET_DAY / resetDayFor in the shared rules. */
const MAX_RESET_DAY = 28;

/** The accounts README and tests sign in with. `uid` is used when the account is first created. */
export const demoAccounts = Object.freeze([
  Object.freeze({
    key: 'leader',
    uid: 'demo-leader',
    email: 'leader@demo.school',
    password: DEMO_PASSWORD,
    displayName: 'Somchai Leader',
    role: 'leader',
    teamRole: 'leader',
  }),
  Object.freeze({
    key: 'teacher1',
    uid: 'demo-teacher-1',
    email: 'teacher1@demo.school',
    password: DEMO_PASSWORD,
    displayName: 'Malee Teacher',
    role: 'teacher',
    teamRole: 'member',
  }),
  Object.freeze({
    key: 'teacher2',
    uid: 'demo-teacher-2',
    email: 'teacher2@demo.school',
    password: DEMO_PASSWORD,
    displayName: 'Li Wei Teacher',
    role: 'teacher',
    teamRole: 'member',
  }),
  // Opens /dev/token-usage-test, which is for administrators in local mode only.
  Object.freeze({
    key: 'admin',
    uid: 'demo-admin',
    email: 'admin@demo.school',
    password: DEMO_PASSWORD,
    displayName: 'Admin Nok',
    role: 'admin',
    teamRole: 'member',
  }),
]);

/** Demo token usage: [account key, tokens, context], oldest first. */
const DEMO_USAGE = [
  ['teacher1', 1200, 'unit-plan-generation'],
  ['teacher2', 800, 'rubric-generation'],
  ['leader', 500, 'weekly-planner'],
  ['teacher1', 300, 'experience-generation'],
];

/**
 * @returns {Promise<{ projectId: string, teamId: string, inviteId: string,
 *   users: { key: string, uid: string, email: string }[], totalTokens: number,
 *   standardCount: number, unitCount: number }>}
 */
export async function seedDemoSchool() {
  for (const [key, value] of Object.entries(emulatorEnv)) process.env[key] ??= value;
  const projectId = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to seed project "${projectId}": only demo- projects (emulator-only) are seeded.`,
    );
  }

  // A named app, so importing this module next to another admin app (tests) does not clash.
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const uids = await ensureAuthUsers(getAuth(app));
    const result = await writeDemoData(getFirestore(app), uids);
    return { projectId, ...result };
  } finally {
    await deleteApp(app);
  }
}

/** Creates or refreshes the demo Auth users; returns uid per account key. */
async function ensureAuthUsers(auth) {
  const uids = {};
  for (const account of demoAccounts) {
    const properties = {
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
      disabled: false,
    };
    const existing = await auth.getUserByEmail(account.email).catch((error) => {
      if (error?.code === 'auth/user-not-found') return null;
      throw error;
    });
    // Someone may have registered the address through the UI: keep that uid.
    const user = existing
      ? await auth.updateUser(existing.uid, properties)
      : await auth.createUser({ uid: account.uid, ...properties });
    uids[account.key] = user.uid;
  }
  return uids;
}

async function writeDemoData(db, uids) {
  const teamRef = db.collection('teams').doc(DEMO_TEAM_ID);
  const previous = await teamRef.get();
  const now = new Date();
  // A fresh team is dated an hour back so its demo usage (minutes after creation) is in the past.
  const createdAt = previous.get('createdAt')?.toDate?.() ?? new Date(now.getTime() - 60 * 60_000);
  const ts = (date) => Timestamp.fromDate(date);
  const minutesAfter = (date, minutes) => new Date(date.getTime() + minutes * 60_000);
  const leader = demoAccounts.find((account) => account.key === 'leader');

  // Start from a clean team so earlier demo activity (extra logs, members) does not pile up.
  await db.recursiveDelete(teamRef);
  const batch = db.batch();

  for (const account of demoAccounts) {
    const uid = uids[account.key];
    const profileRef = db.collection('users').doc(uid);
    const existingProfile = await profileRef.get();
    const profileCreatedAt = existingProfile.get('createdAt') ?? ts(createdAt);
    batch.set(profileRef, {
      email: account.email,
      displayName: account.displayName,
      photoURL: null,
      role: account.role,
      isAdmin: account.role === 'admin',
      isTeamLeader: account.role === 'leader',
      canDoPD: false,
      teamId: DEMO_TEAM_ID,
      defaultTeamId: DEMO_TEAM_ID,
      teams: [DEMO_TEAM_ID],
      termsAcceptedAt: profileCreatedAt,
      privacyAcceptedAt: profileCreatedAt,
      termsVersion: POLICY_VERSION,
      privacyVersion: POLICY_VERSION,
      lastPasswordChange: null,
      preferences: { themeMode: 'dark', colorTheme: 'default' },
      createdAt: profileCreatedAt,
      lastLogin: null,
      updatedAt: ts(now),
    });
    batch.set(teamRef.collection('members').doc(uid), {
      userId: uid,
      role: account.teamRole,
      joinedAt: ts(createdAt),
      name: account.displayName,
      displayName: account.displayName,
      email: account.email,
    });
  }

  // Usage happened in the minutes after the team was created, in DEMO_USAGE order. Each member's
  // total is a memberUsage document of its own, as the token functions keep it (only the member
  // and the team's leaders may read it); the team document holds the team's totals.
  const memberUsage = {};
  let totalTokens = 0;
  let lastUsed = null;
  // The same initial entry the createTeam function writes.
  batch.set(teamRef.collection('tokenUsageLogs').doc('demo-usage-0-initial'), {
    event: 'team-created',
    userId: uids.leader,
    timestamp: ts(createdAt),
  });
  DEMO_USAGE.forEach(([key, tokenCount, context], index) => {
    const uid = uids[key];
    const usedAt = minutesAfter(createdAt, index + 1);
    totalTokens += tokenCount;
    lastUsed = usedAt;
    memberUsage[uid] = {
      totalTokens: (memberUsage[uid]?.totalTokens ?? 0) + tokenCount,
      lastUsed: ts(usedAt),
    };
    batch.set(teamRef.collection('tokenUsageLogs').doc(`demo-usage-${index + 1}`), {
      userId: uid,
      tokenCount,
      context,
      timestamp: ts(usedAt),
    });
  });

  batch.set(teamRef.collection('tokenLimitLogs').doc('demo-limit-1'), {
    previousLimit: DEFAULT_TOKEN_LIMIT / 2,
    newLimit: DEFAULT_TOKEN_LIMIT,
    timestamp: ts(createdAt),
    changedBy: uids.leader,
  });

  batch.set(teamRef, {
    id: DEMO_TEAM_ID,
    name: DEMO_TEAM_NAME,
    description: 'Demo team: Grade 5 teachers planning units together.',
    createdAt: ts(createdAt),
    updatedAt: ts(now),
    createdBy: uids.leader,
    roles: Object.fromEntries(demoAccounts.map((account) => [uids[account.key], account.teamRole])),
    tokenUsage: {
      totalTokens,
      tokenLimit: DEFAULT_TOKEN_LIMIT,
      lastUsed: ts(lastUsed),
      lastReset: ts(createdAt),
      resetDay: Math.min(createdAt.getDate(), MAX_RESET_DAY),
    },
  });
  for (const [uid, usage] of Object.entries(memberUsage))
    batch.set(teamRef.collection('memberUsage').doc(uid), usage);

  batch.set(teamRef.collection('invites').doc(DEMO_INVITE_ID), {
    email: DEMO_INVITE_EMAIL.toLowerCase(),
    status: 'pending',
    invitedBy: uids.leader,
    invitedAt: ts(now),
    teamId: DEMO_TEAM_ID,
    teamName: DEMO_TEAM_NAME,
    invitedByName: leader.displayName,
  });

  const standardCount = addDemoCurriculum(batch, {
    db,
    teamRef,
    uids,
    createdAt: ts(createdAt),
    now: ts(now),
  });
  const unitCount = addDemoPlanning(batch, {
    db,
    teamId: DEMO_TEAM_ID,
    uids,
    createdAt: ts(createdAt),
    now: ts(now),
  });
  addDemoSchoolTime(batch, {
    db,
    teamId: DEMO_TEAM_ID,
    uids,
    createdAt: ts(createdAt),
    now: ts(now),
    today: now,
  });
  addDemoRubrics(batch, {
    db,
    teamId: DEMO_TEAM_ID,
    uids,
    createdAt: ts(createdAt),
    now: ts(now),
  });

  await batch.commit();
  return {
    teamId: DEMO_TEAM_ID,
    standardCount,
    unitCount,
    inviteId: DEMO_INVITE_ID,
    totalTokens,
    users: demoAccounts.map((account) => ({
      key: account.key,
      uid: uids[account.key],
      email: account.email,
    })),
  };
}

const runDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  seedDemoSchool()
    .then((result) => {
      console.log(
        `Seeded ${result.projectId}: team "${DEMO_TEAM_NAME}" (${result.teamId}) with ${result.standardCount} standards, two classrooms and ${result.unitCount} units, invite for ${DEMO_INVITE_EMAIL}`,
      );
      for (const user of result.users)
        console.log(`  ${user.email} / ${DEMO_PASSWORD}  (uid ${user.uid})`);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
