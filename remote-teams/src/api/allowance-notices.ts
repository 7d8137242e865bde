// The leader's allowance notices (teams/{id}/allowanceNotices): written by the charge
// transactions, read live and marked seen here. The rules let only the team's leader do either.
import {
  collection,
  doc,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  AllowanceNoticeSchema,
  type AllowanceNotice,
} from '@lesson-planner/shared-contracts/domain';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { toDate } from '@lesson-planner/shared-contracts/teams';
import { teamKey } from './team-detail-reads';
import { TeamFailure } from './team-failure';

export interface TeamAllowanceNotice extends AllowanceNotice {
  id: string;
  teamId: string;
}

/** A notice the schema cannot read is left out, not shown half. */
function noticeOf(teamId: string, notice: QueryDocumentSnapshot): TeamAllowanceNotice[] {
  const data = notice.data();
  const parsed = AllowanceNoticeSchema.safeParse({
    ...data,
    createdAt: toDate(data.createdAt),
    seenAt: toDate(data.seenAt),
  });
  return parsed.success ? [{ ...parsed.data, id: notice.id, teamId }] : [];
}

/** Marks the query of a team's unseen notices among its keys (the badge sums them). */
export const NOTICES = 'unseenNotices';

export const unseenNoticesKey = (teamId: string) => [...teamKey(teamId), NOTICES] as const;

/**
 * The notices of `teamId` its leader has not marked seen, oldest first; live, so a charge past a
 * threshold shows on the leader's open team page and in the badge as it happens.
 */
export const unseenNoticesQuery = (teamId: string) =>
  liveQuery(
    unseenNoticesKey(teamId),
    listenToQuery(
      (db) =>
        query(collection(db, 'teams', teamId, 'allowanceNotices'), where('seenAt', '==', null)),
      (snapshot) =>
        snapshot.docs
          .flatMap((notice) => noticeOf(teamId, notice))
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      (error) => TeamFailure.from(error, 'notMember'),
    ),
  );

export async function markNoticeSeen(teamId: string, noticeId: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'teams', teamId, 'allowanceNotices', noticeId), {
    seenAt: serverTimestamp(),
  }).catch((error: unknown) => {
    throw TeamFailure.from(error);
  });
}
