// The draft of a unit planned with AI for a classroom, kept by the server between the steps
// (`classroomUnitDrafts/{draftId}`): written only here, readable only by the teacher who asked
// (deploy/firestore/firestore.rules). Accept writes from this copy, never from what a client
// sends, so a unit cannot be accepted with lessons, standards or meetings the server did not
// draft and check. A draft lives a week (`expiresAt`, the field of the collection's TTL policy
// in deploy/firestore/firestore.indexes.json), and a teacher has one open draft per classroom:
// a new one replaces the earlier ones, so drafts nobody accepts do not pile up.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type {
  DraftLessonSlot,
  DraftUnitFields,
  DraftUnitStandard,
  Lesson,
} from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import { generationError } from '../generation-errors';

export const KEPT_DRAFTS = 'classroomUnitDrafts';

/** How long a draft is kept: long enough to come back to, short enough not to pile up. */
const KEPT_DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** unit: the unit step is drafted; lessons: the lessons too; accepted: written as a unit. */
export type KeptDraftStatus = 'unit' | 'lessons' | 'accepted';

export interface KeptDraft {
  userId: string;
  teamId: string;
  classroomId: string;
  /** The classroom's subject and grade, which the unit takes. */
  subject: string;
  grade: string;
  language: Locale;
  topic: string;
  instructions: string;
  unit: DraftUnitFields;
  /** The candidates the review lists, with the draft's first choice. */
  standards: DraftUnitStandard[];
  slots: DraftLessonSlot[];
  /** The teacher's choice the lessons were drafted with. */
  chosen: StandardRef[];
  lessons: Lesson[];
  status: KeptDraftStatus;
  acceptedUnitId: string | null;
  expiresAt: Timestamp;
}

export const keptDraftRef = (db: Firestore, draftId: string): DocumentReference =>
  db.collection(KEPT_DRAFTS).doc(draftId);

export const draftNotFound = () => generationError('not-found', 'draftNotFound', 'Draft not found');

/**
 * The caller's kept draft; another's (or none) is draftNotFound, so ids reveal nothing. So is
 * an expired one that is not accepted: TTL deletes it up to a day late, and until then it must
 * not be drafted on or accepted. An accepted one still answers, so a second Accept writes nothing.
 */
export function ownKeptDraft(doc: DocumentSnapshot, userId: string): KeptDraft {
  const data = doc.data() as KeptDraft | undefined;
  if (!data || data.userId !== userId) throw draftNotFound();
  const alive = data.expiresAt instanceof Timestamp && data.expiresAt.toMillis() > Date.now();
  if (!data.acceptedUnitId && !alive) throw draftNotFound();
  return data;
}

/** Keeps the unit step's draft, replacing the caller's earlier open drafts of the classroom. */
export async function keepUnitDraft(
  db: Firestore,
  draftId: string,
  draft: Omit<KeptDraft, 'chosen' | 'lessons' | 'status' | 'acceptedUnitId' | 'expiresAt'>,
): Promise<void> {
  const earlier = db
    .collection(KEPT_DRAFTS)
    .where('userId', '==', draft.userId)
    .where('classroomId', '==', draft.classroomId);
  // A transaction, so a draft accepted meanwhile is seen as such and kept: it is its unit's
  // record for a second Accept. Equality filters only: no composite index is needed.
  await db.runTransaction(async (tx) => {
    const open = (await tx.get(earlier)).docs.filter((doc) => doc.get('status') !== 'accepted');
    tx.create(keptDraftRef(db, draftId), {
      ...draft,
      chosen: draft.standards
        .filter((standard) => standard.chosen)
        .map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
      lessons: [],
      status: 'unit',
      acceptedUnitId: null,
      expiresAt: Timestamp.fromMillis(Date.now() + KEPT_DRAFT_LIFETIME_MS),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const doc of open) tx.delete(doc.ref);
  });
}

export async function keepLessons(
  db: Firestore,
  draftId: string,
  chosen: StandardRef[],
  lessons: Lesson[],
): Promise<void> {
  // Not after Accept: an accepted draft is what was written, and stays so. Not on a draft a
  // newer one replaced meanwhile (another tab): its Accept says the draft no longer exists.
  await db.runTransaction(async (tx) => {
    const ref = keptDraftRef(db, draftId);
    const doc = await tx.get(ref);
    if (!doc.exists || doc.get('status') === 'accepted') return;
    tx.update(ref, { chosen, lessons, status: 'lessons', updatedAt: FieldValue.serverTimestamp() });
  });
}
