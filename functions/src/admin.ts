import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const app = () => (getApps().length === 0 ? initializeApp() : getApps()[0]!);

/** The default Firestore of the project the function runs in (the emulator sets the env for us). */
export function firestore(): Firestore {
  app();
  return getFirestore();
}

/** The project's Auth, as the admin SDK sees it. */
export function adminAuth(): Auth {
  return getAuth(app());
}
