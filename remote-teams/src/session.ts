// Exposed as remote_teams/session: while a user is signed in, keeps the pending-invitation count
// (the Profile badge) and a leader's unseen allowance notices (the Teams badge) current. The
// counts are published on the event bus by the invitations query and unseen-count.
import type { SessionServiceModule } from '@lesson-planner/shared-contracts/federation';
import { queryClient, STALE_TIME } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myInvitationsQuery } from './api/invitation-reads';
import { followUnseenCount, readUnseenNotices } from './features/allowance-notices/unseen-count';
import { refreshLongStale } from './api/long-stale';

/** Reads the invitations again if they are older than `staleTime` (0: whatever their age). */
function readInvitations(staleTime: number): void {
  const user = useSession.getState().user;
  if (!user) return;
  void queryClient.prefetchQuery({ ...myInvitationsQuery(user), staleTime });
}

export const start: SessionServiceModule['start'] = () => {
  readInvitations(0);
  const stopFollowing = followUnseenCount(queryClient);
  void readUnseenNotices(queryClient);
  // Polls only while the page is visible; a hidden tab catches up when it is shown again.
  const poll = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    readInvitations(STALE_TIME.invitations);
    void readUnseenNotices(queryClient);
  }, STALE_TIME.invitations);
  const onShow = () => {
    if (document.visibilityState !== 'visible') return;
    readInvitations(STALE_TIME.invitations);
    void readUnseenNotices(queryClient);
    refreshLongStale(queryClient);
  };
  document.addEventListener('visibilitychange', onShow);
  return () => {
    clearInterval(poll);
    stopFollowing();
    document.removeEventListener('visibilitychange', onShow);
  };
};
