// The allowance report: on the team page for the whole team, on /profile for the member's own use.
export { UsageReport } from './UsageReport';
export { usageEntries } from './usage-report';
