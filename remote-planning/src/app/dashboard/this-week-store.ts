// The dashboard's first card, kept between visits (userDataStorage) so a returning teacher sees
// their next lessons as soon as the card's small chunk arrives. Its lessons are the live
// queries' (ThisWeekLive keeps them up to date while the dashboard is open); nothing here
// imports Firestore: the live reads come in on their own chunk.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { userDataStorage } from '@lesson-planner/shared-contracts/session';
import type { PlanningFailureCode } from '../../api/planning-failure';
import type { UpcomingLesson } from './upcoming-lessons';

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

/** The kept or read lessons of the signed-in user; null until there are any to show. */
export const selectMyLessons = (uid: string | null) => (state: ThisWeekState) =>
  uid && state.owner === uid ? state.lessons : null;
