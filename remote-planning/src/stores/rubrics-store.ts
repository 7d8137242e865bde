// The rubrics of the user's teams, for the rubric list. Cached for the team freshness window
// (10 minutes), forgotten when a rubric is created, saved or deleted and when the user changes.
// The rubric being edited lives in the editor's own store (features/rubrics/editor).
import { create } from 'zustand';
import type { Rubric } from '@lesson-planner/shared-contracts/planning';
import { needsRefetch } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { PlanningFailure, type PlanningFailureCode } from '../api/planning-failure';
import { listRubricsOfTeams } from '../api/rubric-reads';
import { listMyTeams, type TeamRef } from '../api/team-directory';

export interface RubricsState {
  loaded: { teams: TeamRef[]; rubrics: Rubric[]; fetchedAt: number } | null;
  loading: boolean;
  failure: PlanningFailureCode | null;
}

const EMPTY: RubricsState = { loaded: null, loading: false, failure: null };

export const useRubricsStore = create<RubricsState>()(() => EMPTY);

/** The user's teams and their rubrics, most recently updated first; null when unreadable. */
export async function loadMyRubrics({ force = false } = {}): Promise<Rubric[] | null> {
  const cached = useRubricsStore.getState().loaded;
  if (!force && cached && !needsRefetch('team', cached.fetchedAt, Date.now()))
    return cached.rubrics;
  useRubricsStore.setState({ loading: true, failure: null });
  try {
    const uid = useSession.getState().user?.uid;
    if (!uid) throw new PlanningFailure('notSignedIn');
    const teams = await listMyTeams(uid);
    const rubrics = await listRubricsOfTeams(teams.map((team) => team.id));
    useRubricsStore.setState({
      loaded: { teams, rubrics, fetchedAt: Date.now() },
      loading: false,
    });
    return rubrics;
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error('Loading the rubrics failed', error);
    useRubricsStore.setState({ loading: false, failure: failure.code });
    return null;
  }
}

/** A rubric was created, saved or deleted: the list reads them again next time. */
export const forgetRubrics = () => useRubricsStore.setState({ loaded: null });

// Another user's data must never show: a change of user empties the cache.
useSession.subscribe((session, previous) => {
  if (session.user?.uid !== previous.user?.uid) useRubricsStore.setState(EMPTY);
});
