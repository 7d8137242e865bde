import type { AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import type { RemoteName } from '@lesson-planner/shared-contracts/federation';

type Send = (url: string, body: string) => boolean;

const beacon: Send = (url, body) => navigator.sendBeacon(url, body);

/**
 * Tells the environment's failure counter that this remote version did not load here, so
 * a team sees its canary fail. A beacon: it never delays or breaks the page, and its plain
 * text body needs no CORS preflight. Returns whether a report was sent.
 */
export function reportRemoteFailure(
  environment: Pick<AppEnvironment, 'releases' | 'remoteVersions'>,
  remote: RemoteName,
  send: Send = beacon,
): boolean {
  const url = environment.releases?.failureReport;
  const version = environment.remoteVersions?.[remote]?.version;
  if (!url || !version) return false;
  try {
    return send(url, JSON.stringify({ remote, version }));
  } catch {
    return false;
  }
}
