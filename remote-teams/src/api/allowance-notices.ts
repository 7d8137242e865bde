// The leader's allowance notices (teams/{id}/allowanceNotices): written by the charge
// transactions, read and marked seen here. The rules let only the team's leader do either.
import {
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  AllowanceNoticeSchema,
  type AllowanceNotice,
} from '@lesson-planner/shared-contracts/domain';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { toDate } from '@lesson-planner/shared-contracts/teams';

export interface TeamAllowanceNotice extends AllowanceNotice {
  id: string;
  teamId: string;
}

/** The notices of `teamId` its leader has not marked seen, oldest first. */
export async function listUnseenNotices(teamId: string): Promise<TeamAllowanceNotice[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'teams', teamId, 'allowanceNotices'), where('seenAt', '==', null)),
  );
  return snapshot.docs
    .flatMap((notice) => {
      const data = notice.data();
      const parsed = AllowanceNoticeSchema.safeParse({
        ...data,
        createdAt: toDate(data.createdAt),
        seenAt: toDate(data.seenAt),
      });
      return parsed.success ? [{ ...parsed.data, id: notice.id, teamId }] : [];
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function markNoticeSeen(teamId: string, noticeId: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'teams', teamId, 'allowanceNotices', noticeId), {
    seenAt: serverTimestamp(),
  });
}
