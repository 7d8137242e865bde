import { getDb } from '@lesson-planner/shared-contracts/firebase';
import type { ProfilePreferences, SessionProfile } from './session-store';

type ProfileListener = {
  next: (profile: SessionProfile | null) => void;
  error: (error: unknown) => void;
};

function toSessionProfile(data: Record<string, unknown>): SessionProfile {
  const preferences = (data.preferences ?? null) as SessionProfile['preferences'];
  return {
    displayName: typeof data.displayName === 'string' ? data.displayName : null,
    role: typeof data.role === 'string' ? data.role : 'teacher',
    isAdmin: data.isAdmin === true,
    isTeamLeader: data.isTeamLeader === true,
    teams: Array.isArray(data.teams) ? data.teams.filter((id) => typeof id === 'string') : [],
    preferences,
  };
}

/**
 * Follows users/{uid} live, so team membership and preferences changed elsewhere (another
 * tab, a server function) show without a reload. Returns the function that stops listening.
 */
export function watchProfile(uid: string, listener: ProfileListener): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void (async () => {
    const [db, { doc, onSnapshot }] = await Promise.all([getDb(), import('firebase/firestore')]);
    if (stopped) return;
    stop = onSnapshot(
      doc(db, 'users', uid),
      (snapshot) => listener.next(snapshot.exists() ? toSessionProfile(snapshot.data()) : null),
      listener.error,
    );
  })().catch(listener.error);
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Saves the preferences that changed, leaving the others as they are. */
export async function savePreferences(
  uid: string,
  changes: Partial<ProfilePreferences>,
): Promise<void> {
  const [db, { doc, updateDoc, serverTimestamp }] = await Promise.all([
    getDb(),
    import('firebase/firestore'),
  ]);
  const fields = Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [`preferences.${key}`, value]),
  );
  await updateDoc(doc(db, 'users', uid), { ...fields, updatedAt: serverTimestamp() });
}
