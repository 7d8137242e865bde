// The caller's presence in an open editor and who else has the same document open
// (shared-contracts/src/planning/presence.ts). Starts after the editor's first paint (an
// effect), so it never holds up opening the document.
import { useEffect, useRef } from 'react';
import {
  isPresent,
  MAX_PRESENCE_NAME_LENGTH,
  PRESENCE_HEARTBEAT_MS,
  type Presence,
} from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  announcePresence,
  readOwnHeartbeat,
  watchPresence,
  withdrawPresence,
  type PresencePlace,
} from '../../api/presence';
import { usePresenceStore } from './presence-store';
import { useFocusedItem } from './use-focused-item';

/** A teammate with the document open, and the part they are on (an item's id), if any. */
export interface Teammate {
  uid: string;
  name: string;
  focus: string | null;
}

/** How often expired heartbeats are looked for: someone gone drops out by 25 s + 1 s. */
const CHECK_EVERY_MS = 1_000;

const nameOf = (session: ReturnType<typeof useSession.getState>): string =>
  (
    session.profile?.displayName?.trim() ||
    session.user?.displayName?.trim() ||
    session.user?.email ||
    '?'
  )
    .replace(/\s+/g, ' ')
    .slice(0, MAX_PRESENCE_NAME_LENGTH);

const sameTeammates = (a: readonly Teammate[], b: readonly Teammate[]) =>
  a.length === b.length &&
  a.every(
    (one, i) => one.uid === b[i]?.uid && one.name === b[i]?.name && one.focus === b[i]?.focus,
  );

const quietly = (what: string) => (error: unknown) =>
  console.warn(`Presence: ${what} failed`, error);

const setTeammates = (next: Teammate[]) =>
  usePresenceStore.setState(({ teammates }) =>
    sameTeammates(teammates, next) ? { teammates } : { teammates: next },
  );

/**
 * Keeps the caller's entry for `place` alive while mounted (null: none, e.g. before the
 * document exists), on the item holding the focus (told at once when it moves), and keeps
 * usePresenceStore's teammates current. Renders nothing: mounted beside an editor, its focus
 * changes redraw only itself.
 */
export function PresenceKeeper({ place }: { place: PresencePlace | null }) {
  usePresence(place, useFocusedItem());
  return null;
}

function usePresence(place: PresencePlace | null, focus: string | null) {
  const uid = useSession((session) => session.user?.uid ?? null);
  const name = useSession(nameOf);
  const focusRef = useRef(focus);
  const beat = useRef<(() => void) | null>(null);
  const { teamId, kind, docId } = place ?? { teamId: '', kind: 'unitPlan' as const, docId: '' };

  useEffect(() => {
    if (!uid || !teamId || !docId) return;
    const where: PresencePlace = { teamId, kind, docId };
    let entries: Presence[] = [];
    // The server's clock less this browser's, from our first heartbeat read back.
    let serverOffset = 0;
    let stopWatching: (() => void) | null = null;
    let gone = false;

    const show = () => {
      const now = Date.now() + serverOffset;
      const present = entries
        .filter((entry) => entry.uid !== uid && isPresent(entry, now))
        .map(({ uid, name, focus }) => ({ uid, name, focus }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid));
      setTeammates(present);
    };
    const announce = () => announcePresence(where, uid, name, focusRef.current);
    const beatQuietly = () => {
      if (!gone) announce().catch(quietly('a heartbeat'));
    };
    const withdraw = () => void withdrawPresence(where, uid).catch(quietly('leaving'));
    const setClock = async () => {
      const sent = Date.now();
      await announce();
      const answered = Date.now();
      const seen = await readOwnHeartbeat(where, uid);
      if (seen !== null && !gone) {
        serverOffset = seen - (sent + answered) / 2;
        show();
      }
    };

    beat.current = beatQuietly;
    setClock().catch(quietly('the first heartbeat'));
    const heartbeat = setInterval(beatQuietly, PRESENCE_HEARTBEAT_MS);
    const check = setInterval(show, CHECK_EVERY_MS);
    void watchPresence(
      where,
      uid,
      (next) => {
        entries = next;
        show();
      },
      quietly('following who is here'),
    ).then((stop) => (gone ? stop() : (stopWatching = stop)), quietly('following who is here'));

    // Closing the tab, or leaving it for the back/forward cache: goodbye now, not in 25 s; a
    // page brought back says hello again.
    const onPageHide = () => withdraw();
    const onPageShow = (event: PageTransitionEvent) => event.persisted && beatQuietly();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    // Signing out: the goodbye goes before the sign-out takes the right to write it away.
    const stopSession = useSession.subscribe((session, previous) => {
      if (session.signingOut && !previous.signingOut) withdraw();
    });
    return () => {
      gone = true;
      beat.current = null;
      clearInterval(heartbeat);
      clearInterval(check);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      stopSession();
      stopWatching?.();
      withdraw();
      setTeammates([]);
    };
  }, [uid, name, teamId, kind, docId]);

  useEffect(() => {
    if (focusRef.current === focus) return;
    focusRef.current = focus;
    beat.current?.();
  }, [focus]);
}
