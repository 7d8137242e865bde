import type { FirebaseOptions } from 'firebase/app';
import type { RemoteName } from '../federation/remote-names';
import { takeEarlyResponse } from './early-responses';

export { EARLY_RESPONSES_KEY, takeEarlyResponse } from './early-responses';

/** Environments whose remotes ship on their own: the remote map is their release registry. */
export interface ReleasesConfig {
  /** URL of the registry document `npm run promote` and `npm run rollback` write. */
  registry: string;
  /** Whether `?remote_teams=<version>` may force a version; never in production. */
  allowForcedVersions: boolean;
  /** Where each remote's releases are hosted (read by promote, copied into the registry). */
  hosts: Record<RemoteName, string>;
  /** Where browsers report a remote version that failed to load (a counter per version). */
  failureReport?: string;
}

/**
 * What one deployment looks like: where each remote's manifest lives and which Firebase
 * project to use. Each environment is a file in deploy/environments, served as
 * /environment.json, so remotes can move without rebuilding the shell. An environment names
 * its remotes either directly (`remotes`, a local build per app) or through a release
 * registry (`releases`), never both: one source of truth for the remote map.
 */
export interface AppEnvironment {
  /** Origin of the shell, which serves the shared translation namespaces. */
  shell: string;
  /** Manifest URL per remote; with a registry, of the version this user loads. */
  remotes: Partial<Record<RemoteName, string>>;
  /** With a registry: which version of each remote this page loads, and why. */
  remoteVersions?: Partial<Record<RemoteName, { version: string; reason: string }>>;
  releases?: ReleasesConfig;
  firebase: FirebaseOptions;
  /**
   * How long the shell waits for an area's manifest, code and texts before it offers "Try
   * again" (default 15 s). Tests shorten it; a school on a slow link may lengthen it.
   */
  remoteLoadTimeoutMs?: number;
  /** Present only locally: the Firebase Emulator Suite endpoints. */
  emulators?: {
    auth: string;
    firestore: { host: string; port: number };
    functions: { host: string; port: number };
  };
}

/** The file as served: remotes listed directly, or a registry to resolve them from. */
export type EnvironmentDocument = Omit<AppEnvironment, 'remotes' | 'remoteVersions'> & {
  remotes?: Record<RemoteName, string>;
};

export const ENVIRONMENT_PATH = '/environment.json';

export async function loadEnvironment(origin = ''): Promise<EnvironmentDocument> {
  // Servers send it with Cache-Control: no-cache (deploy/hosting/cache-headers.mjs), so it is
  // revalidated on every start; a plain request takes over the page's preload of it (its
  // crossorigin="anonymous" is a plain fetch's credentials mode), unless the page's inline
  // script already made that request.
  const url = `${origin}${ENVIRONMENT_PATH}`;
  const response = await (takeEarlyResponse(url) ?? fetch(url));
  if (!response.ok) throw new Error(`Cannot load ${ENVIRONMENT_PATH}: HTTP ${response.status}`);
  return (await response.json()) as EnvironmentDocument;
}

/**
 * The folder a remote's files are served from, derived from its manifest URL: its origin
 * for a local build, `<host>/<version>` for a release.
 */
export function remoteBaseUrl(environment: AppEnvironment, remote: RemoteName): string {
  const manifest = environment.remotes[remote];
  if (!manifest) throw new Error(`No ${remote} in this environment`);
  return new URL('.', manifest).href.replace(/\/$/, '');
}
