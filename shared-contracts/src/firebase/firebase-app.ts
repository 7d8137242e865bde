import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { AppEnvironment } from '../environment';

// One Firebase app for the whole page. Auth starts with the app because the shell needs the
// sign-in state before first paint; Firestore and Functions load on first use, so a
// signed-out visitor never downloads them.
/** All Firebase needs of the environment; the remote map is settled later. */
type FirebaseEnvironment = Pick<AppEnvironment, 'firebase' | 'emulators'>;

let state: { app: FirebaseApp; auth: Auth; environment: FirebaseEnvironment } | null = null;
let db: Promise<Firestore> | null = null;
let functions: Promise<Functions> | null = null;

export function initFirebase(environment: FirebaseEnvironment): FirebaseApp {
  if (state) return state.app;
  const app = initializeApp(environment.firebase);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (environment.emulators) {
    connectAuthEmulator(auth, environment.emulators.auth, { disableWarnings: true });
  }
  state = { app, auth, environment };
  return app;
}

function requireState() {
  if (!state) throw new Error('Firebase is not initialised: call initFirebase(environment) first');
  return state;
}

export const getFirebaseApp = (): FirebaseApp => requireState().app;
export const getAuthInstance = (): Auth => requireState().auth;
/** Whether this deployment talks to the local Emulator Suite (the local, demo-data mode). */
export const usesEmulators = (): boolean => requireState().environment.emulators !== undefined;

export function getDb(): Promise<Firestore> {
  const { app, environment } = requireState();
  db ??= import('firebase/firestore').then(({ getFirestore, connectFirestoreEmulator }) => {
    const firestore = getFirestore(app);
    const emulator = environment.emulators?.firestore;
    if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
    return firestore;
  });
  return db;
}

export function getFunctionsInstance(): Promise<Functions> {
  const { app, environment } = requireState();
  functions ??= import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => {
    const instance = getFunctions(app, 'us-central1');
    const emulator = environment.emulators?.functions;
    if (emulator) connectFunctionsEmulator(instance, emulator.host, emulator.port);
    return instance;
  });
  return functions;
}
