// Emulator data kept from before each member's usage had a document of its own: moves every
// team's tokenUsage.memberUsage into teams/{id}/memberUsage/{uid} (a document the usage already
// has is newer and kept) and drops the map from the team document, which every member reads.
// npm start runs it on kept data; the token functions move a team's figures on its next write too.
import { FieldValue } from 'firebase-admin/firestore';

/** @param {import('firebase-admin/firestore').Firestore} db  @returns {Promise<number>} teams moved */
export async function moveMemberUsageOutOfTeams(db) {
  let moved = 0;
  for (const team of (await db.collection('teams').get()).docs) {
    const kept = team.get('tokenUsage.memberUsage');
    if (kept === undefined) continue;
    await db.runTransaction(async (tx) => {
      const existing = await tx.get(team.ref.collection('memberUsage'));
      const has = new Set(existing.docs.map((doc) => doc.id));
      for (const [uid, usage] of Object.entries(kept ?? {}))
        if (!has.has(uid)) tx.set(team.ref.collection('memberUsage').doc(uid), usage);
      tx.update(team.ref, { 'tokenUsage.memberUsage': FieldValue.delete() });
    });
    moved += 1;
  }
  return moved;
}
