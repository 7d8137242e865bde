import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@lesson-planner/shared-contracts/federation';
import {
  forgetRemote,
  RemoteTimeoutError,
  RemoteUnavailableError,
  withinLoadTime,
} from '../federation/remote-registry';

export type RemoteComponentState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'unavailable' }
  | { status: 'timedOut' }
  | { status: 'failed' };

export type RemoteLoadFailureStatus = Exclude<RemoteComponentState['status'], 'loading' | 'ready'>;

export interface RemoteComponent {
  state: RemoteComponentState;
  /** Counts loads and remounts: a key for the error boundary around the component. */
  attempt: number;
  /** Renders the loaded component afresh (after it threw while rendering). */
  remount: () => void;
  /** Forgets what the runtime cached about the area and loads it again. */
  retry: () => void;
}

export interface RemoteLoadPolicy {
  /** Runs when the component has loaded. */
  onLoaded?: () => void;
  /**
   * What an error that is not the area's (e.g. a chunk a newer deployment removed) becomes:
   * `failed`, or nothing while the page reloads. Without it the area counts as unavailable,
   * and Try again fetches it afresh.
   */
  onOtherFailure?: (error: unknown) => 'failed' | 'reloading';
}

/**
 * Loads a component from `remote` within the environment's time limit, for as long as `key`
 * stands for the same thing, and sorts a failure into the area's states.
 */
export function useRemoteComponent(
  remote: RemoteName,
  key: string,
  load: () => Promise<ComponentType>,
  { onLoaded, onOtherFailure }: RemoteLoadPolicy = {},
): RemoteComponent {
  const [state, setState] = useState<RemoteComponentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    withinLoadTime(remote, load()).then(
      (Component) => {
        if (!current) return;
        onLoaded?.();
        setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof RemoteTimeoutError) {
          console.error(error);
          setState({ status: 'timedOut' });
        } else if (error instanceof RemoteUnavailableError || !onOtherFailure) {
          console.error(error, error instanceof Error ? error.cause : undefined);
          setState({ status: 'unavailable' });
        } else if (onOtherFailure(error) === 'failed') {
          setState({ status: 'failed' });
        }
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for everything `load` reads; the callbacks are the caller's fixed policy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, key, attempt]);

  const remount = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    forgetRemote(remote);
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [remote]);

  return { state, attempt, remount, retry };
}
