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

export const ENVIRONMENT_PATH = '/environment.json';

export async function loadEnvironment(origin = ''): Promise<AppEnvironment> {
  const response = await fetch(`${origin}${ENVIRONMENT_PATH}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Cannot load ${ENVIRONMENT_PATH}: HTTP ${response.status}`);
  return (await response.json()) as AppEnvironment;
}

/** The origin a remote is served from, derived from its manifest URL. */
export function remoteOrigin(environment: AppEnvironment, remote: RemoteName): string {
  return new URL(environment.remotes[remote]).origin;
}
