import type { FirebaseOptions } from 'firebase/app';
import type { RemoteName } from '../federation/remote-names';

/**
 * What one deployment looks like: where each remote's manifest lives and which Firebase
 * project to use. Each environment is a file in deploy/environments, served as
 * /environment.json, so remotes can move without rebuilding the shell.
 */
export interface AppEnvironment {
  /** Origin of the shell, which serves the shared translation namespaces. */
  shell: string;
  remotes: Record<RemoteName, string>;
  firebase: FirebaseOptions;
  /** Present only locally: the Firebase Emulator Suite endpoints. */
  emulators?: {
    auth: string;
    firestore: { host: string; port: number };
    functions: { host: string; port: number };
  };
}

export const ENVIRONMENT_PATH = '/environment.json';

export async function loadEnvironment(origin = ''): Promise<AppEnvironment> {
  // Servers send it with Cache-Control: no-cache (deploy/hosting/cache-headers.mjs), so it is
  // revalidated on every start; a plain request can take over the page's preload of it.
  const response = await fetch(`${origin}${ENVIRONMENT_PATH}`);
  if (!response.ok) throw new Error(`Cannot load ${ENVIRONMENT_PATH}: HTTP ${response.status}`);
  return (await response.json()) as AppEnvironment;
}

/** The origin a remote is served from, derived from its manifest URL. */
export function remoteOrigin(environment: AppEnvironment, remote: RemoteName): string {
  return new URL(environment.remotes[remote]).origin;
}
