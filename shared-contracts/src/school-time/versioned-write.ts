// School-time documents several people edit (templates, slots, schedules, notes) are written in
// a transaction from the version the user started from (`baseVersion`): someone else's edit
// since then fails with VersionConflict and writes nothing. The rules check the same.
import {
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/**
 * Someone else saved the document since this edit started from it. `details.code` names it the
 * way the areas' failure types read a callable's reason, so they map it without importing this.
 */
export class VersionConflict extends Error {
  readonly details = { code: 'conflict' } as const;

  constructor() {
    super('conflict');
    this.name = 'VersionConflict';
  }
}

/**
 * Creates the document when `baseVersion` is 0 (failing if someone created it meanwhile) or
 * updates it from `baseVersion`; resolves the new version.
 */
export async function writeVersioned(
  db: Firestore,
  ref: DocumentReference,
  baseVersion: number,
  uid: string,
  fields: Record<string, unknown>,
  createOnly: Record<string, unknown> = {},
): Promise<number> {
  return runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    const storedVersion = stored.exists() ? (stored.data().version as number) : 0;
    if (storedVersion !== baseVersion) throw new VersionConflict();
    const version = baseVersion + 1;
    const stamp = { version, baseVersion, updatedBy: uid, updatedAt: serverTimestamp() };
    if (stored.exists()) transaction.update(ref, { ...fields, ...stamp });
    else transaction.set(ref, { ...fields, ...createOnly, ...stamp });
    return version;
  });
}
