import type { RemoteName } from '../federation/remote-names';
import owners from './namespace-owners.json';

/**
 * Which app serves (and deploys) each translation namespace from its /locales folder. Kept as
 * JSON so the release health check (deploy/releases/health.mjs) reads the same list. `schedule`
 * is the shell's: school time (meeting slots, cycle-day names) is shown by more than one area.
 */
export const NAMESPACE_OWNERS: Readonly<Record<keyof typeof owners, 'shell' | RemoteName>> =
  owners as Record<keyof typeof owners, 'shell' | RemoteName>;

export type Namespace = keyof typeof NAMESPACE_OWNERS;
