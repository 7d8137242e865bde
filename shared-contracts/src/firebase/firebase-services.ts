import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { AppEnvironment } from '../environment';

/** All Firebase needs of the environment; the remote map is settled later. */
export type FirebaseEnvironment = Pick<AppEnvironment, 'firebase' | 'emulators'>;

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
}

/**
 * The Firebase app and Auth, with only the persistence the app uses (no popup or redirect
 * resolver: provider sign-in passes its own). In a chunk of its own, so a page that never
 * needs a session never downloads Firebase.
 */
export function createFirebaseServices(environment: FirebaseEnvironment): FirebaseServices {
  const app = initializeApp(environment.firebase);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (environment.emulators) {
    connectAuthEmulator(auth, environment.emulators.auth, { disableWarnings: true });
  }
  return { app, auth };
}
