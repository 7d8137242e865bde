// Who is a platform administrator: the spec's admin and platform admin roles (isAdmin, or role
// admin / platformAdmin), read from the profile on the server. Clients cannot grant themselves
// these fields (deploy/firestore/firestore.rules), so the profile is the authority.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isAdmin, isPlatformAdmin } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';

const profileRef = (db: Firestore, uid: string) => db.collection('users').doc(uid);

/** Whether `uid` administers the platform; read in `tx` when given, so it holds for the write. */
export async function isAdministrator(
  db: Firestore,
  uid: string,
  tx?: Transaction,
): Promise<boolean> {
  const ref = profileRef(db, uid);
  const profile = (await (tx ? tx.get(ref) : ref.get())).data();
  return isAdmin(profile) || isPlatformAdmin(profile);
}

export async function requireAdministrator(db: Firestore, uid: string): Promise<void> {
  if (!(await isAdministrator(db, uid))) throw teamError('permission-denied', 'adminOnly');
}
