// Finding a user's pending invitations with 10 and with 500 teams in the database: the app's
// collection-group query against the spec's scan (batches of 5, 100 ms pauses, run by the
// scanMyInvitations function, which walks at most the 100 newest teams). Both run through the Firebase JS SDK, signed in as the
// invitee, against the emulators of the running composition.
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collectionGroup,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  query,
  where,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';

const PROJECT_ID = 'demo-lesson-planner';
const INVITEE = { email: 'bench-invitee@bench.test', password: 'Bench1234!' };
const RUNS = 3;
const TEAM_PREFIX = 'bench-team-';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(work) {
  const times = [];
  let result;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    result = await work();
    times.push(performance.now() - start);
  }
  return { result, ms: Math.round(median(times)) };
}

/** Adds bench teams until the database holds `total` teams; returns how many it holds. */
async function growTeamsTo(db, total) {
  const existing = (await db.collection('teams').select().get()).size;
  let batch = db.batch();
  let pending = 0;
  for (let index = existing; index < total; index += 1) {
    const teamRef = db.collection('teams').doc(`${TEAM_PREFIX}${String(index).padStart(4, '0')}`);
    batch.set(teamRef, { name: `Bench team ${index}`, roles: {}, createdAt: Timestamp.now() });
    // Each growth step adds one invitation for the invitee, in the first team it adds.
    if (index === existing) {
      batch.set(teamRef.collection('invites').doc('bench-invite'), {
        email: INVITEE.email,
        status: 'pending',
        invitedBy: 'bench',
        invitedAt: Timestamp.now(),
        teamId: teamRef.id,
        teamName: `Bench team ${index}`,
      });
    }
    pending += 1;
    if (pending === 400) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  }
  await batch.commit();
  return (await db.collection('teams').select().get()).size;
}

export async function measureInvitationLookup(sizes = [10, 500]) {
  const admin = initializeAdminApp({ projectId: PROJECT_ID }, `bench-${Date.now()}`);
  const client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, 'bench-client');
  const db = getAdminFirestore(admin);
  try {
    await getAdminAuth(admin)
      .createUser({ ...INVITEE, emailVerified: true })
      .catch((error) => {
        if (error?.code !== 'auth/email-already-exists') throw error;
      });
    const auth = getAuth(client);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
      disableWarnings: true,
    });
    await signInWithEmailAndPassword(auth, INVITEE.email, INVITEE.password);
    const firestore = getFirestore(client);
    const [host, port] = process.env.FIRESTORE_EMULATOR_HOST.split(':');
    connectFirestoreEmulator(firestore, host, Number(port));
    const functions = getFunctions(client, 'us-central1');
    connectFunctionsEmulator(functions, '127.0.0.1', 5001);
    const scan = httpsCallable(functions, 'scanMyInvitations');

    const rows = [];
    for (const size of sizes) {
      const teams = await growTeamsTo(db, size);
      const byQuery = await timed(() =>
        getDocs(
          query(
            collectionGroup(firestore, 'invites'),
            where('email', '==', INVITEE.email),
            where('status', '==', 'pending'),
          ),
        ),
      );
      const byScan = await timed(async () => (await scan({})).data);
      // Billed reads: a query costs one read per document returned, and at least one.
      const found = byQuery.result.size;
      rows.push({
        teams,
        query: { found, reads: Math.max(1, found), ms: byQuery.ms },
        scan: {
          found: byScan.result.invitations.length,
          truncated: byScan.result.truncated,
          reads: byScan.result.teamsScanned + byScan.result.queries,
          ms: byScan.ms,
        },
      });
    }
    return rows;
  } finally {
    // Leave the database as it was, so later scans (and a developer's emulators) see no bench data.
    const teams = await db.collection('teams').select().get();
    for (const team of teams.docs)
      if (team.id.startsWith(TEAM_PREFIX)) await db.recursiveDelete(team.ref);
    await deleteApp(client);
    await deleteAdminApp(admin);
  }
}
