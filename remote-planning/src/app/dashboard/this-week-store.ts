// The dashboard's first card, kept between visits (userDataStorage) so a returning teacher sees
// their next lessons as soon as the card's small chunk arrives, while the team's school time is
// read again behind them. Nothing here imports Firestore: the read comes in on its own chunk.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useSession, userDataStorage } from '@lesson-planner/shared-contracts/session';
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

let reading: Promise<void> | null = null;

/** Reads the user's next lessons (every team's), sharing a read already under way. */
export function loadThisWeek(): Promise<void> {
  reading ??= readThisWeek().finally(() => (reading = null));
  return reading;
}

async function readThisWeek(): Promise<void> {
  const uid = useSession.getState().user?.uid;
  if (!uid) return;
  const [{ readUpcomingLessons }, { PlanningFailure }] = await Promise.all([
    import('./read-upcoming-lessons'),
    import('../../api/planning-failure'),
  ]);
  try {
    useThisWeekStore.setState({
      owner: uid,
      lessons: await readUpcomingLessons(uid),
      failure: null,
    });
  } catch (error) {
    const failure = PlanningFailure.from(error, 'notMember');
    if (failure.code === 'unknown') console.error('Reading this week’s lessons failed', error);
    useThisWeekStore.setState({ failure: failure.code });
  }
}

/** The kept or read lessons of the signed-in user; null until there are any to show. */
export const selectMyLessons = (uid: string | null) => (state: ThisWeekState) =>
  uid && state.owner === uid ? state.lessons : null;
