// Exposed as remote_teams/session: while a user is signed in, keeps the pending-invitation count
// (the Profile badge) current. The count is published on the event bus by loadInvitations.
import type { SessionServiceModule } from '@lesson-planner/shared-contracts/federation';
import { INVITATIONS_FRESHNESS_MS } from '@lesson-planner/shared-contracts/rules';
import { loadInvitations, refreshLongStale } from './stores/teams-store';

export const start: SessionServiceModule['start'] = () => {
  void loadInvitations({ force: true });
  // Polls only while the page is visible; a hidden tab catches up when it is shown again.
  const poll = setInterval(() => {
    if (document.visibilityState === 'visible') void loadInvitations();
  }, INVITATIONS_FRESHNESS_MS);
  const onShow = () => {
    if (document.visibilityState !== 'visible') return;
    void loadInvitations();
    refreshLongStale();
  };
  document.addEventListener('visibilitychange', onShow);
  return () => {
    clearInterval(poll);
    document.removeEventListener('visibilitychange', onShow);
  };
};
