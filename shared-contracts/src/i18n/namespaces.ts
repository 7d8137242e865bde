import type { RemoteName } from '../federation/remote-names';

/** Which app serves (and deploys) each translation namespace from its /locales folder. */
export const NAMESPACE_OWNERS = {
  common: 'shell',
  navbar: 'shell',
  dashboard: 'shell',
  docs: 'shell',
  /** School time shown by more than one area (meeting slots, cycle-day names). */
  schedule: 'shell',
  auth: 'remote_auth',
  teams: 'remote_teams',
  planner: 'remote_planning',
  rubrics: 'remote_planning',
  unit: 'remote_planning',
  experiences: 'remote_planning',
  classroom: 'remote_curriculum',
} as const satisfies Record<string, 'shell' | RemoteName>;

export type Namespace = keyof typeof NAMESPACE_OWNERS;
