// The allowance report: on the team page for the whole team, on /profile (MyUsagePanel, exposed
// to remote-auth) for the member's own use.
export { UsageReport } from './UsageReport';
