// The spec's way of finding a user's invitations (section 7): walk the teams' invites in batches
// of 5 teams with a 100 ms pause between batches. The web app asks one collection-group query
// instead and calls this only when that query cannot run (e.g. its index is not deployed); the
// invitee cannot list other teams, so the walk has to run here.
//
// Bounded: a walk of every team would cost every caller reads in proportion to the number of
// teams anyone creates. It walks the MAX_SCANNED_TEAMS newest teams (invitations are usually
// recent) and reports `truncated` when older teams were left out.
import type { Firestore } from 'firebase-admin/firestore';
import {
  INVITE_SCAN_BATCH_SIZE,
  INVITE_SCAN_PAUSE_MS,
  normaliseEmail,
} from '@lesson-planner/shared-contracts/rules';

export interface ScannedInvitation {
  id: string;
  teamId: string;
  teamName: string;
  email: string;
  invitedBy: string;
  invitedByName: string | null;
  invitedAt: string | null;
}

/** At most this many teams per call: 20 batches, about 2 s of pauses and 200 reads. */
export const MAX_SCANNED_TEAMS = 100;

export interface InvitationScan {
  invitations: ScannedInvitation[];
  /** True when the database holds more teams than were walked. */
  truncated: boolean;
  /** What the walk cost: teams listed and invite queries run (for `npm run bench`). */
  teamsScanned: number;
  queries: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function scanPendingInvitations(
  db: Firestore,
  email: string,
): Promise<InvitationScan> {
  const address = normaliseEmail(email);
  // select() with no fields lists team ids without reading their contents; one extra team tells
  // whether any were left out.
  const listed = await db
    .collection('teams')
    .orderBy('createdAt', 'desc')
    .select()
    .limit(MAX_SCANNED_TEAMS + 1)
    .get();
  const teamRefs = listed.docs.slice(0, MAX_SCANNED_TEAMS).map((doc) => doc.ref);
  const invitations: ScannedInvitation[] = [];
  let queries = 0;
  for (let start = 0; start < teamRefs.length; start += INVITE_SCAN_BATCH_SIZE) {
    if (start > 0) await pause(INVITE_SCAN_PAUSE_MS);
    const batch = teamRefs.slice(start, start + INVITE_SCAN_BATCH_SIZE);
    const results = await Promise.all(
      batch.map((teamRef) =>
        teamRef
          .collection('invites')
          .where('email', '==', address)
          .where('status', '==', 'pending')
          .get(),
      ),
    );
    queries += batch.length;
    for (const [index, snapshot] of results.entries()) {
      const teamId = batch[index]!.id;
      for (const doc of snapshot.docs) {
        invitations.push({
          id: doc.id,
          teamId,
          teamName: String(doc.get('teamName') ?? ''),
          email: address,
          invitedBy: String(doc.get('invitedBy') ?? ''),
          invitedByName: (doc.get('invitedByName') as string | undefined) ?? null,
          invitedAt: doc.get('invitedAt')?.toDate().toISOString() ?? null,
        });
      }
    }
  }
  return {
    invitations,
    truncated: listed.size > MAX_SCANNED_TEAMS,
    teamsScanned: teamRefs.length,
    queries,
  };
}
