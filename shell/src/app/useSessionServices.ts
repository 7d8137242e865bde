import { useEffect } from 'react';
import {
  SESSION_SERVICE_MODULES,
  loadFederatedModule,
  type SessionServiceModule,
} from '@lesson-planner/shared-contracts/federation';
import { useSession } from '@lesson-planner/shared-contracts/session';

/**
 * Starts the areas' session services (e.g. the pending-invitation count behind the Profile badge)
 * once a user is signed in, and stops them on sign-out or a change of user. They load after the
 * page, so a signed-out visitor never fetches them.
 */
export function useSessionServices(): void {
  const uid = useSession((session) => (session.status === 'signed-in' ? session.user?.uid : null));

  useEffect(() => {
    if (!uid) return;
    let active = true;
    const stops: (() => void)[] = [];
    for (const id of SESSION_SERVICE_MODULES) {
      loadFederatedModule<SessionServiceModule>(id)
        .then((service) => {
          if (!service) return;
          const stop = service.start();
          if (active) stops.push(stop);
          else stop();
        })
        .catch((error: unknown) => console.error(`Session service ${id} could not start`, error));
    }
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [uid]);
}
