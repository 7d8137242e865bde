import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import {
  REMOTE_NAMES,
  provideFederatedLoader,
  ROUTES_MODULE,
  type RemoteName,
  type RemoteRouteModule,
} from '@lesson-planner/shared-contracts/federation';

/** A remote whose manifest or entry could not be fetched: its server is down or moved. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    options?: { cause?: unknown },
  ) {
    super(`Remote ${remote} is unavailable`, options);
    this.name = 'RemoteUnavailableError';
  }
}

let entries: AppEnvironment['remotes'] = {};
let reportFailure: (remote: RemoteName) => void = () => undefined;
const routeModules = new Map<RemoteName, Promise<RemoteRouteModule>>();

/**
 * Tells the federation runtime where each remote's manifest is, from /environment.json, and
 * lends it to the areas for the modules they expose to each other (FEDERATED_MODULES).
 */
export function registerEnvironmentRemotes(environment: AppEnvironment): void {
  entries = environment.remotes;
  // Loaded only when a remote fails: the first paint does not carry it.
  reportFailure = (remote) =>
    void import('./report-remote-failure').then(({ reportRemoteFailure }) =>
      reportRemoteFailure(environment, remote),
    );
  // A remote never promoted in this environment stays unregistered: its pages say so.
  registerRemotes(
    REMOTE_NAMES.flatMap((name) => {
      const entry = entries[name];
      return entry ? [{ name, entry }] : [];
    }),
  );
  provideFederatedLoader((id) => loadRemote(id));
}

/** The remote's route module, fetched once; a failure is forgotten so a retry fetches again. */
export function loadRouteModule<Remote extends RemoteName>(
  remote: Remote,
): Promise<RemoteRouteModule<Remote>> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = loadRemote<RemoteRouteModule>(`${remote}/${ROUTES_MODULE}`).then(
      (module) => {
        if (!module) throw new RemoteUnavailableError(remote);
        return module;
      },
      (cause: unknown) => {
        throw new RemoteUnavailableError(remote, { cause });
      },
    );
    pending.catch(() => {
      routeModules.delete(remote);
      reportFailure(remote);
    });
    routeModules.set(remote, pending);
  }
  return pending as Promise<RemoteRouteModule<Remote>>;
}

/** Drops what the runtime cached about a failed remote, so the next load asks its server anew. */
export function forgetRemote(remote: RemoteName): void {
  routeModules.delete(remote);
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
