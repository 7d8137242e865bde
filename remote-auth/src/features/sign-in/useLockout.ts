import { useEffect, useState } from 'react';
import {
  attemptsLeft,
  lockStatus,
  type LockoutState,
} from '@lesson-planner/shared-contracts/rules';
import { clearFailedSignIns, readLockouts, recordFailedSignIn } from './lockout-storage';

const TICK_MS = 1000;

/** The lock on one email, re-evaluated every second so the minutes count down on screen. */
export function useLockout(email: string) {
  const [state, setState] = useState<LockoutState>(readLockouts);
  const [now, setNow] = useState(() => Date.now());
  const status = lockStatus(state, email, now);

  useEffect(() => {
    if (!status.locked) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [status.locked]);

  return {
    locked: status.locked,
    minutesLeft: status.minutesLeft,
    attemptsLeft: attemptsLeft(state, email, now),
    recordFailure: (code: string) => {
      setState(recordFailedSignIn(email, code));
      setNow(Date.now());
    },
    clear: () => setState(clearFailedSignIns(email)),
  };
}
