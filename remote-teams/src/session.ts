// Exposed as remote_teams/session: while a user is signed in, keeps the pending-invitation count
// (the Profile badge) and a leader's unseen allowance notices (the Teams badge) current. The
// counts are published on the event bus by loadInvitations and loadAllowanceNotices.
import type { SessionServiceModule } from '@lesson-planner/shared-contracts/federation';
import { INVITATIONS_FRESHNESS_MS } from '@lesson-planner/shared-contracts/rules';
import { loadAllowanceNotices } from './features/allowance-notices/notices-store';
import { loadInvitations, refreshLongStale } from './stores/teams-store';

export const start: SessionServiceModule['start'] = () => {
  void loadInvitations({ force: true });
  void loadAllowanceNotices();
  // Polls only while the page is visible; a hidden tab catches up when it is shown again.
  const poll = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    void loadInvitations();
    void loadAllowanceNotices();
  }, INVITATIONS_FRESHNESS_MS);
  const onShow = () => {
    if (document.visibilityState !== 'visible') return;
    void loadInvitations();
    void loadAllowanceNotices();
    refreshLongStale();
  };
  document.addEventListener('visibilitychange', onShow);
  return () => {
    clearInterval(poll);
    document.removeEventListener('visibilitychange', onShow);
  };
};
