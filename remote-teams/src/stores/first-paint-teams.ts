// What a returning user sees of their teams at first paint (the dashboard's card, the team list):
// the list as the last visit last read it, kept as userDataStorage keeps the user's data, shown
// only until the live query answers, which then replaces it. It is a picture of the query's last
// answer, never read as data; another user's is never shown (see the end of this file).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  useSession,
  userDataStorage,
  type SessionState,
} from '@lesson-planner/shared-contracts/session';
import type { TeamSummary } from '../api/team-types';

interface FirstPaintTeams {
  /** The user whose list this is. */
  owner: string | null;
  teams: TeamSummary[] | null;
}

const NONE: FirstPaintTeams = { owner: null, teams: null };

export const useFirstPaintTeams = create<FirstPaintTeams>()(
  persist(() => NONE, {
    name: 'teams',
    version: 2,
    storage: userDataStorage<FirstPaintTeams>(),
    // Version 1 kept the list with its fetch time (the store cache this replaces).
    migrate: (kept, version) => {
      if (version !== 1) return kept as FirstPaintTeams;
      const { owner, teams } = kept as { owner?: string; teams?: { data?: TeamSummary[] } };
      return { owner: owner ?? null, teams: teams?.data ?? null };
    },
  }),
);

/** Keeps `uid`'s latest list for the next visit's first paint. */
export const keepForFirstPaint = (uid: string, teams: TeamSummary[]) =>
  useFirstPaintTeams.setState({ owner: uid, teams });

/**
 * Another user's list must never show: once the session is known, a list that is not the
 * signed-in user's (kept from another visit, or from before a change of user) is emptied.
 */
function keepOnlyListOf({ status, user }: SessionState): void {
  const uid = user?.uid ?? null;
  if (status === 'initialising' || uid === useFirstPaintTeams.getState().owner) return;
  useFirstPaintTeams.setState({ owner: uid, teams: null });
}
keepOnlyListOf(useSession.getState());
useSession.subscribe(keepOnlyListOf);
