import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  takeEarlyResponse,
  type AppEnvironment,
} from '@lesson-planner/shared-contracts/environment';
import {
  REMOTE_NAMES,
  markRemoteRetried,
  provideFederatedLoader,
  ROUTES_MODULE,
  type RemoteName,
  type RemoteRouteModule,
} from '@lesson-planner/shared-contracts/federation';
import { withTimeLimit } from './time-limit';

export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 15_000;

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

/** A remote that did not answer in time: its server or the network hangs. */
export class RemoteTimeoutError extends RemoteUnavailableError {
  constructor(remote: RemoteName) {
    super(remote);
    this.message = `Remote ${remote} did not answer in time`;
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * The runtime reads a remote's manifest from the request the prerendered page already made
 * (its inline script's head start), so the manifest is fetched once.
 */
const earlyManifests: ModuleFederationRuntimePlugin = {
  name: 'early-manifests',
  fetch: (url) => takeEarlyResponse(url),
};

let entries: AppEnvironment['remotes'] = {};
let loadTimeoutMs = DEFAULT_REMOTE_LOAD_TIMEOUT_MS;
let reportFailure: (remote: RemoteName) => void = () => undefined;
const routeModules = new Map<RemoteName, Promise<RemoteRouteModule>>();

/**
 * Tells the federation runtime where each remote's manifest is, from /environment.json, and
 * lends it to the areas for the modules they expose to each other (FEDERATED_MODULES).
 */
export function registerEnvironmentRemotes(environment: AppEnvironment): void {
  entries = environment.remotes;
  loadTimeoutMs = environment.remoteLoadTimeoutMs ?? DEFAULT_REMOTE_LOAD_TIMEOUT_MS;
  // Loaded only when a remote fails: the first paint does not carry it.
  reportFailure = (remote) =>
    void import('./report-remote-failure').then(({ reportRemoteFailure }) =>
      reportRemoteFailure(environment, remote),
    );
  registerPlugins([earlyManifests]);
  // A remote never promoted in this environment stays unregistered: its pages say so.
  registerRemotes(
    REMOTE_NAMES.flatMap((name) => {
      const entry = entries[name];
      return entry ? [{ name, entry }] : [];
    }),
  );
  provideFederatedLoader((id) => loadRemote(id));
}

/** Fails with RemoteTimeoutError when the load takes longer than the environment allows. */
export function withinLoadTime<T>(remote: RemoteName, load: Promise<T>): Promise<T> {
  return withTimeLimit(load, loadTimeoutMs, () => new RemoteTimeoutError(remote));
}

/** The remote's route module, fetched once; a failure is forgotten so a retry fetches again. */
export function loadRouteModule<Remote extends RemoteName>(
  remote: Remote,
): Promise<RemoteRouteModule<Remote>> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = withinLoadTime(
      remote,
      loadRemote<RemoteRouteModule>(`${remote}/${ROUTES_MODULE}`),
    ).then(
      (module) => {
        if (!module) throw new RemoteUnavailableError(remote);
        return module;
      },
      (cause: unknown) => {
        if (cause instanceof RemoteTimeoutError) throw cause;
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

/**
 * Starts fetching a route's page (its code and what it shares) as soon as the area's route
 * module is there, rather than once the app has rendered the route. A head start only: the
 * page loads it again (from the chunks already fetched) and reports any failure.
 */
export function prefetchRemotePage(remote: RemoteName, page: string): Promise<void> {
  return loadRouteModule(remote)
    .then((module) =>
      (module.pages as Record<string, (() => Promise<unknown>) | undefined>)[page]?.(),
    )
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Drops what the runtime cached about a failed remote, so the next load asks its server anew:
 * a new copy of the remote's code, which asks for its chunks at new addresses (a chunk still
 * hanging at the old address would otherwise hold the new request too).
 */
export function forgetRemote(remote: RemoteName): void {
  routeModules.delete(remote);
  const entry = entries[remote];
  if (!entry) return;
  markRemoteRetried(remote);
  registerRemotes([{ name: remote, entry }], { force: true });
  dropPendingScripts(new URL('.', entry).href);
}

/**
 * Script tags of the remote that are still loading (its server hangs): both the federation
 * runtime and the remote's chunk loader reuse a tag with the same address instead of adding a
 * new one, so the next attempt would wait on the hung request too. Finished tags are already
 * gone (both loaders remove them), so whatever is left under the remote's address is pending.
 */
function dropPendingScripts(remoteBase: string): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src.startsWith(remoteBase)) script.remove();
  }
}
