// The unit plans of the user's teams, for the plan list and the dashboard card. Cached for the
// team freshness window (10 minutes), forgotten when a plan is saved and when the user changes.
// The plan being edited lives in the editor's own store (features/plans/editor).
import { create } from 'zustand';
import type { UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { needsRefetch } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { PlanningFailure, type PlanningFailureCode } from '../api/planning-failure';
import { listMyTeams } from '../api/team-directory';
import { listTeamUnitPlans } from '../api/unit-plan-reads';

export interface UnitPlansState {
  /** Most recently updated first. */
  plans: { data: UnitPlan[]; fetchedAt: number } | null;
  loading: boolean;
  /** Why the last load failed; cleared by the next one. */
  failure: PlanningFailureCode | null;
}

const EMPTY: UnitPlansState = { plans: null, loading: false, failure: null };

export const useUnitPlansStore = create<UnitPlansState>()(() => EMPTY);

const byLastUpdate = (a: UnitPlan, b: UnitPlan) => b.updatedAt.getTime() - a.updatedAt.getTime();

/** The plans of every team the user is in; null (reason in `failure`) when unreadable. */
export async function loadMyUnitPlans({ force = false } = {}): Promise<UnitPlan[] | null> {
  const cached = useUnitPlansStore.getState().plans;
  if (!force && cached && !needsRefetch('team', cached.fetchedAt, Date.now())) return cached.data;
  useUnitPlansStore.setState({ loading: true, failure: null });
  try {
    const uid = useSession.getState().user?.uid;
    if (!uid) throw new PlanningFailure('notSignedIn');
    const teams = await listMyTeams(uid);
    const perTeam = await Promise.all(teams.map((team) => listTeamUnitPlans(team.id)));
    const plans = perTeam.flat().sort(byLastUpdate);
    useUnitPlansStore.setState({ plans: { data: plans, fetchedAt: Date.now() }, loading: false });
    return plans;
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error('Loading the unit plans failed', error);
    useUnitPlansStore.setState({ loading: false, failure: failure.code });
    return null;
  }
}

/** A plan was created or saved: the lists read it again next time. */
export const forgetUnitPlans = () => useUnitPlansStore.setState({ plans: null });

// Another user's data must never show: a change of user empties the cache.
useSession.subscribe((session, previous) => {
  if (session.user?.uid !== previous.user?.uid) useUnitPlansStore.setState(EMPTY);
});
