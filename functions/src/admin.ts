import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The default Firestore of the project the function runs in (the emulator sets the env for us). */
export function firestore(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
