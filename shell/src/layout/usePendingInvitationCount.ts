import { useEffect, useState } from 'react';
import { subscribe } from '@lesson-planner/shared-contracts/events';
import { useSession } from '@lesson-planner/shared-contracts/session';

/** The pending-invitation count that the teams area publishes on the event bus. */
export function usePendingInvitationCount(): number {
  const [count, setCount] = useState(0);
  const signedIn = useSession((session) => session.status === 'signed-in');
  useEffect(
    () =>
      subscribe('invitations:pending-count', (payload) => setCount(payload.count), {
        replay: true,
      }),
    [],
  );
  return signedIn ? count : 0;
}
