/**
 * Which of 100 buckets a user falls in for one remote: FNV-1a of the remote and the user's id.
 * The same id always lands in the same bucket, so a canary user stays on the canary across
 * reloads; the remote name is part of the key so one user is not the canary of every area.
 */
export function canaryBucket(remote: string, identity: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}\u0000${identity}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether a user in `bucket` loads a canary given to `percent` of users. */
export const inCanary = (bucket: number, percent: number): boolean => bucket < percent;
