// Retrying a Firestore write that lost a race for a busy document: the team document, which
// every draft of a team reserves on, is the one such document.
import { setTimeout as sleep } from 'node:timers/promises';

/** gRPC codes of a write that may succeed if tried again (Firestore's errors carry them). */
const RETRYABLE = new Set([
  4, // DEADLINE_EXCEEDED
  9, // FAILED_PRECONDITION: the document changed since it was read (a lastUpdateTime check)
  10, // ABORTED: a transaction lost a lock, or timed out waiting for one
  14, // UNAVAILABLE
]);

export const isRetryable = (error: unknown): boolean =>
  RETRYABLE.has((error as { code?: unknown } | null)?.code as number);

export interface RetryPolicy {
  attempts: number;
  /** The first wait's upper bound; each later one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * About 10 s of trying at most: enough for 20 drafts of one team reserving at the same moment
 * (each round lets one through), short next to a draft's own minute.
 */
export const CONTENTION_RETRIES: RetryPolicy = { attempts: 10, baseDelayMs: 50, maxDelayMs: 2000 };

/**
 * Runs `attempt` until it succeeds, fails for good, or has run `attempts` times; between tries
 * waits a random time up to an exponentially growing bound ("full jitter"), so writers that
 * collided do not collide again in step. Throws `exhausted()` when every try lost a race.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  exhausted: () => Error,
  policy: RetryPolicy = CONTENTION_RETRIES,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (tries >= policy.attempts) throw exhausted();
    }
    const bound = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tries - 1));
    await sleep(Math.random() * bound);
  }
}
