// The dashboard's first card, kept between visits (userDataStorage) so a returning teacher sees
// their next lessons at once, while the team's school time is read again behind them.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isoDateOfLocal } from '@lesson-planner/shared-contracts/schedule';
import { useSession, userDataStorage } from '@lesson-planner/shared-contracts/session';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';
import { listMyTeams } from '../../api/team-directory';
import { readTeamTime } from '../schedule-common';
import { upcomingLessons, UPCOMING_LIMIT, type UpcomingLesson } from './upcoming-lessons';

export interface ThisWeekState {
  /** Whose lessons these are: another user's are never shown. */
  owner: string | null;
  lessons: UpcomingLesson[] | null;
  failure: PlanningFailureCode | null;
}

type KeptThisWeek = Pick<ThisWeekState, 'owner' | 'lessons'>;

export const useThisWeekStore = create<ThisWeekState>()(
  persist(() => ({ owner: null, lessons: null, failure: null }) as ThisWeekState, {
    name: 'this-week',
    version: 1,
    storage: userDataStorage<KeptThisWeek>(),
    partialize: ({ owner, lessons }) => ({ owner, lessons }),
  }),
);

let reading: Promise<void> | null = null;

/** Reads the user's next lessons (every team's), sharing a read already under way. */
export function loadThisWeek(): Promise<void> {
  reading ??= readThisWeek().finally(() => (reading = null));
  return reading;
}

async function readThisWeek(): Promise<void> {
  const uid = useSession.getState().user?.uid;
  if (!uid) return;
  try {
    const teams = await listMyTeams(uid);
    const today = isoDateOfLocal(new Date());
    const times = await Promise.all(teams.map((team) => readTeamTime(team.id)));
    const lessons = times
      .flatMap((time) => upcomingLessons(time, uid, today))
      .sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`))
      .slice(0, UPCOMING_LIMIT);
    useThisWeekStore.setState({ owner: uid, lessons, failure: null });
  } catch (error) {
    const failure = PlanningFailure.from(error, 'notMember');
    if (failure.code === 'unknown') console.error('Reading this week’s lessons failed', error);
    useThisWeekStore.setState({ failure: failure.code });
  }
}

/** The kept or read lessons of the signed-in user; null until there are any to show. */
export const selectMyLessons = (uid: string | null) => (state: ThisWeekState) =>
  uid && state.owner === uid ? state.lessons : null;
