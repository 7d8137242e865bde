import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { DEMO_PASSWORD } from './browser';

/**
 * A callable called as a demo user from a client of its own, as a second tab or a retried
 * request would send it (the tests that check a second call writes nothing twice).
 */
export async function callAs(email: string, name: string, data: unknown): Promise<unknown> {
  const app = initializeApp({ projectId: 'demo-lesson-planner', apiKey: 'demo-key' }, 'again');
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
    const functions = getFunctions(app, 'us-central1');
    connectFunctionsEmulator(functions, '127.0.0.1', 5001);
    return (await httpsCallable(functions, name)(data)).data;
  } finally {
    await deleteApp(app);
  }
}
