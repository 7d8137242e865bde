// Who has a document open (issue 35): each open editor keeps one presence document in its
// team, teams/{teamId}/presence/{uid}__{kind}__{docId}, and rewrites it every
// PRESENCE_HEARTBEAT_MS with the server's time. Readers count an entry only while its last
// heartbeat is younger than PRESENCE_EXPIRES_MS, so a closed tab, a lost connection or a
// sign-out drops out within 30 s even when the goodbye (a delete on pagehide) never arrives.
// Firestore heartbeats rather than the Realtime Database's onDisconnect: the same rules
// language, rules tests and emulator as everything else, no second database to deploy and
// secure, and the team check is the members lookup every team path already makes.
import { z } from '@lesson-planner/shared-contracts/schema';

export const PRESENCE_KINDS = ['unitPlan', 'rubric', 'experience'] as const;
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

/** How often an open editor says it is still there. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/**
 * How old a heartbeat may be and still count. Two missed beats and a bit: a slow network does
 * not make anyone flicker, and with readers checking each second, someone gone is gone by 30 s.
 */
export const PRESENCE_EXPIRES_MS = 25_000;
/** The most a display name in a presence entry may take (as the rules check). */
export const MAX_PRESENCE_NAME_LENGTH = 100;
/** The most the id of the part someone is on (a lesson, criterion or step) may take. */
export const MAX_PRESENCE_FOCUS_LENGTH = 200;

/** One person's entry for one open document. */
export const presenceIdOf = (uid: string, kind: PresenceKind, docId: string): string =>
  `${uid}__${kind}__${docId}`;

export const PresenceSchema = z.object({
  uid: z.string().min(1),
  name: z.string().max(MAX_PRESENCE_NAME_LENGTH),
  kind: z.enum(PRESENCE_KINDS),
  docId: z.string().min(1),
  /** The id of the lesson, criterion or step they are on; null when on none. */
  focus: z.string().max(MAX_PRESENCE_FOCUS_LENGTH).nullable(),
  /** The server's time of their last heartbeat; null while their own write is on its way. */
  lastSeen: z.date().nullable(),
});
export type Presence = z.infer<typeof PresenceSchema>;

/** Whether an entry's last heartbeat still counts at `serverNow` (ms). */
export const isPresent = (entry: Pick<Presence, 'lastSeen'>, serverNow: number): boolean =>
  entry.lastSeen !== null && serverNow - entry.lastSeen.getTime() <= PRESENCE_EXPIRES_MS;
