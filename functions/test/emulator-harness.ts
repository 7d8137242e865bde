// Test harness for the callable functions running in the Firebase emulators: the admin SDK
// arranges and inspects data, the real Firebase JS SDK signs users in and calls the functions
// exactly as the web app does.
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInAnonymously,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set. Run: node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs`,
    );
  }
  return value;
}

function splitHost(hostAndPort: string): { host: string; port: number } {
  const separator = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, separator), port: Number(hostAndPort.slice(separator + 1)) };
}

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-lesson-planner';
const REGION = 'us-central1';
const PASSWORD = 'Test1234!';
/** Above the SDK's 70 s: see callWith. */
const CALL_TIMEOUT_MS = 115_000;
/**
 * Keeps users and teams of one test file apart from earlier runs, and from files run at the
 * same time in other jest workers (the time alone can be the same millisecond).
 */
const RUN_ID = `t${Date.now().toString(36)}${process.pid.toString(36)}`;

export interface TestUser {
  uid: string;
  email: string;
  call<T = unknown>(name: string, data: unknown): Promise<T>;
}

export interface UserOptions {
  /** The sign-in email, by default `<uid>@school.test`. Auth keeps it lower-cased. */
  email?: string;
  /** The Auth display name, which the ID token carries as `name`. */
  displayName?: string;
  /** When given, users/{uid} is written with these fields before the user signs in. */
  profile?: Record<string, unknown>;
  /** Whether the address is verified (it is unless a test says otherwise). */
  emailVerified?: boolean;
  /** How long the user's calls may take (CALL_TIMEOUT_MS unless a test needs longer). */
  callTimeoutMs?: number;
}

export interface Harness {
  db: Firestore;
  /** Auth as the admin SDK sees it (disabled flags, revocation times). */
  auth: AdminAuth;
  /** A signed-in user with a client app of their own. */
  createUser(label: string, options?: UserOptions): Promise<TestUser>;
  /** A user signed in anonymously (the project keeps that provider off; the emulator has it on). */
  createAnonymousUser(): Promise<Omit<TestUser, 'email'>>;
  /** Calls a function with no signed-in user. */
  callSignedOut<T = unknown>(name: string, data: unknown): Promise<T>;
  createTeam(options: TeamOptions): Promise<string>;
  dispose(): Promise<void>;
}

export interface TeamOptions {
  leader: TestUser;
  members?: TestUser[];
  /** Extra roles-map entries without a member record, e.g. an 'owner' or 'admin'. */
  extraRoles?: Record<string, string>;
  tokenUsage?: Record<string, unknown> | null;
  /** Each member's usage this month, by uid: their teams/{id}/memberUsage/{uid} documents. */
  memberUsage?: Record<string, { totalTokens: number; lastUsed: Timestamp | null }>;
  createdAt?: Date;
  /** When members joined, by uid; everyone else joined when the team was created. */
  joinedAt?: Record<string, Date>;
}

export function createHarness(): Harness {
  const authHost = requiredEnv('FIREBASE_AUTH_EMULATOR_HOST');
  requiredEnv('FIRESTORE_EMULATOR_HOST');
  const functionsHost = splitHost(requiredEnv('FUNCTIONS_EMULATOR_HOST'));

  const adminApp: App = initializeAdminApp({ projectId: PROJECT_ID }, `admin-${RUN_ID}`);
  const db = getFirestore(adminApp);
  const clientApps: FirebaseApp[] = [];
  let counter = 0;

  const clientApp = (name: string): { app: FirebaseApp; functions: Functions } => {
    const app = initializeApp(
      { projectId: PROJECT_ID, apiKey: 'demo-api-key' },
      `${RUN_ID}-${name}`,
    );
    clientApps.push(app);
    const functions = getFunctions(app, REGION);
    connectFunctionsEmulator(functions, functionsHost.host, functionsHost.port);
    return { app, functions };
  };

  // The SDK gives up after 70 s; on a two-core machine also running the end-to-end lanes, a
  // function's cold start plus its work has taken longer (CI: scanMyInvitations, deadline-exceeded).
  // The test's own timeout (120 s) is the limit instead.
  const callWith = async <T>(
    functions: Functions,
    name: string,
    data: unknown,
    timeout = CALL_TIMEOUT_MS,
  ): Promise<T> => (await httpsCallable<unknown, T>(functions, name, { timeout })(data)).data;

  const signedOut = clientApp('signed-out');

  return {
    db,
    auth: getAdminAuth(adminApp),

    async createUser(
      label,
      { email: givenEmail, displayName, profile, emailVerified = true, callTimeoutMs } = {},
    ) {
      counter += 1;
      const uid = `${RUN_ID}-${label}-${counter}`;
      const email = givenEmail ?? `${uid}@school.test`;
      await getAdminAuth(adminApp).createUser({
        uid,
        email,
        password: PASSWORD,
        emailVerified,
        ...(displayName === undefined ? {} : { displayName }),
      });
      if (profile) await db.collection('users').doc(uid).set(profile);
      const { app, functions } = clientApp(uid);
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
      await signInWithEmailAndPassword(auth, email, PASSWORD);
      return {
        uid,
        email,
        call: (name, data) => callWith(functions, name, data, callTimeoutMs),
      };
    },

    async createAnonymousUser() {
      counter += 1;
      const { app, functions } = clientApp(`anonymous-${counter}`);
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
      const { user } = await signInAnonymously(auth);
      return { uid: user.uid, call: (name, data) => callWith(functions, name, data) };
    },

    callSignedOut: (name, data) => callWith(signedOut.functions, name, data),

    async createTeam({
      leader,
      members = [],
      extraRoles = {},
      tokenUsage,
      memberUsage = {},
      createdAt = new Date(),
      joinedAt = {},
    }) {
      counter += 1;
      const teamRef = db.collection('teams').doc(`${RUN_ID}-team-${counter}`);
      const roles: Record<string, string> = { [leader.uid]: 'leader', ...extraRoles };
      for (const member of members) roles[member.uid] = 'member';
      const batch = db.batch();
      batch.set(teamRef, {
        id: teamRef.id,
        name: `Team ${counter}`,
        createdBy: leader.uid,
        createdAt: Timestamp.fromDate(createdAt),
        updatedAt: Timestamp.fromDate(createdAt),
        roles,
        ...(tokenUsage === null ? {} : { tokenUsage: tokenUsage ?? defaultTokenUsage(createdAt) }),
      });
      for (const user of [leader, ...members]) {
        batch.set(teamRef.collection('members').doc(user.uid), {
          userId: user.uid,
          role: roles[user.uid],
          email: user.email,
          joinedAt: Timestamp.fromDate(joinedAt[user.uid] ?? createdAt),
        });
      }
      for (const [uid, usage] of Object.entries(memberUsage))
        batch.set(teamRef.collection('memberUsage').doc(uid), usage);
      await batch.commit();
      return teamRef.id;
    },

    async dispose() {
      await Promise.all(clientApps.map((app) => deleteApp(app)));
      await deleteAdminApp(adminApp);
    },
  };
}

/** A team's allowance as written when the team was created today. */
export function defaultTokenUsage(createdAt: Date): Record<string, unknown> {
  return {
    totalTokens: 0,
    tokenLimit: 1_000_000,
    lastUsed: null,
    lastReset: Timestamp.fromDate(createdAt),
    resetDay: Math.min(createdAt.getDate(), 28),
  };
}

/**
 * A team's tokenUsage with each member's usage beside it as memberUsage (by uid), read from the
 * team document and its memberUsage documents, where the server keeps them.
 */
export async function readTokenUsage(teamRef: DocumentReference) {
  const [team, members] = await Promise.all([
    teamRef.get(),
    teamRef.collection('memberUsage').get(),
  ]);
  return {
    ...team.get('tokenUsage'),
    memberUsage: Object.fromEntries(members.docs.map((doc) => [doc.id, doc.data()])),
  };
}

/** Awaits a call that must fail with the given Functions error code (and message). */
export async function expectCallError(
  call: Promise<unknown>,
  code: string,
  message?: string | RegExp,
): Promise<void> {
  const error: unknown = await call.then(
    () => new Error(`expected the call to fail with ${code}, but it succeeded`),
    (failure: unknown) => failure,
  );
  expect(error).toMatchObject({ code: `functions/${code}` });
  if (message !== undefined) expect((error as Error).message).toMatch(message);
}
