/**
 * Leadership succession (spec section 4): when the leader leaves or is removed, leadership
 * passes to the chosen member, otherwise to the first remaining member. If the leader was the
 * last member, nobody succeeds and the team stays (it is not deleted).
 */

export interface SuccessionCandidate {
  userId: string;
  role?: string;
  /** When the member joined; unknown dates sort after known ones. */
  joinedAt?: Date | number | null;
}

export interface NextLeaderInput<M extends SuccessionCandidate> {
  members: readonly M[];
  /** The leader who is leaving or being removed. */
  leavingUserId: string;
  /** The member the leaving leader picked, if any. */
  chosenUserId?: string | null;
}

const joinedMs = (joinedAt: SuccessionCandidate['joinedAt']): number => {
  if (joinedAt instanceof Date)
    return Number.isNaN(joinedAt.getTime()) ? Infinity : joinedAt.getTime();
  if (typeof joinedAt === 'number' && Number.isFinite(joinedAt)) return joinedAt;
  return Infinity;
};

/**
 * The member who becomes leader: the chosen one if they are a remaining member (not the one
 * leaving), else the earliest-joined remaining member (ties and unknown dates keep list order),
 * else null. Returns the member record itself, so callers keep their own member type.
 */
export function nextLeader<M extends SuccessionCandidate>({
  members,
  leavingUserId,
  chosenUserId,
}: NextLeaderInput<M>): M | null {
  const remaining = members.filter((m) => m.userId !== leavingUserId);
  if (chosenUserId) {
    const chosen = remaining.find((m) => m.userId === chosenUserId);
    if (chosen) return chosen;
  }
  let first: M | null = null;
  for (const member of remaining) {
    if (first === null || joinedMs(member.joinedAt) < joinedMs(first.joinedAt)) first = member;
  }
  return first;
}
