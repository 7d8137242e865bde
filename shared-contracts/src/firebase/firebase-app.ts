import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseEnvironment, FirebaseServices } from './firebase-services';

// One Firebase app for the whole page. Nothing of Firebase is downloaded until something asks
// for it (startFirebase): a visitor of a public page with no session never fetches it.
// Firestore and Functions load on first use on top of the app.
let environment: FirebaseEnvironment | null = null;
let services: FirebaseServices | null = null;
let starting: Promise<FirebaseServices> | null = null;
let db: Promise<Firestore> | null = null;
let functions: Promise<Functions> | null = null;

/** Remembers the project to talk to; downloads nothing. */
export function initFirebase(config: FirebaseEnvironment): void {
  environment ??= config;
}

function requireEnvironment(): FirebaseEnvironment {
  if (!environment)
    throw new Error('Firebase is not initialised: call initFirebase(environment) first');
  return environment;
}

/** Downloads and starts the Firebase app and Auth, once; every later call shares it. */
export function startFirebase(): Promise<FirebaseServices> {
  const config = requireEnvironment();
  starting ??= import('./firebase-services').then(({ createFirebaseServices }) => {
    services = createFirebaseServices(config);
    return services;
  });
  return starting;
}

function requireServices(): FirebaseServices {
  if (!services) throw new Error('Firebase has not started: await startFirebase() first');
  return services;
}

export const getAuthInstance = (): Auth => requireServices().auth;
/** Whether this deployment talks to the local Emulator Suite (the local, demo-data mode). */
export const usesEmulators = (): boolean => requireEnvironment().emulators !== undefined;

export function getDb(): Promise<Firestore> {
  const { emulators } = requireEnvironment();
  db ??= Promise.all([startFirebase(), import('firebase/firestore')]).then(
    ([{ app }, { getFirestore, connectFirestoreEmulator }]) => {
      const firestore = getFirestore(app);
      const emulator = emulators?.firestore;
      if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
      return firestore;
    },
  );
  return db;
}

export function getFunctionsInstance(): Promise<Functions> {
  const { emulators } = requireEnvironment();
  functions ??= Promise.all([startFirebase(), import('firebase/functions')]).then(
    ([{ app }, { getFunctions, connectFunctionsEmulator }]) => {
      const instance = getFunctions(app, 'us-central1');
      const emulator = emulators?.functions;
      if (emulator) connectFunctionsEmulator(instance, emulator.host, emulator.port);
      return instance;
    },
  );
  return functions;
}
