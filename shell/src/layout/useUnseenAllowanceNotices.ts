import { useEffect, useState } from 'react';
import { subscribe } from '@lesson-planner/shared-contracts/events';
import { useSession } from '@lesson-planner/shared-contracts/session';

/** The allowance notices a leader has not seen, as the teams area publishes them (Teams badge). */
export function useUnseenAllowanceNotices(): number {
  const [count, setCount] = useState(0);
  const signedIn = useSession((session) => session.status === 'signed-in');
  useEffect(
    () =>
      subscribe('allowance:unseen-notices', (payload) => setCount(payload.count), {
        replay: true,
      }),
    [],
  );
  return signedIn ? count : 0;
}
