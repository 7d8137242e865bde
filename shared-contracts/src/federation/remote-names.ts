export const REMOTE_NAMES = [
  'remote_auth',
  'remote_teams',
  'remote_planning',
  'remote_curriculum',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
