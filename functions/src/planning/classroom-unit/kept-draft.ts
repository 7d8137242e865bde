// The draft of a unit planned with AI for a classroom, kept by the server between the steps
// (`classroomUnitDrafts/{draftId}`): written only here, readable only by the teacher who asked
// (deploy/firestore/firestore.rules). Accept writes from this copy, never from what a client
// sends, so a unit cannot be accepted with lessons, standards or meetings the server did not
// draft and check.
import {
  FieldValue,
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
}

export const keptDraftRef = (db: Firestore, draftId: string): DocumentReference =>
  db.collection(KEPT_DRAFTS).doc(draftId);

export const draftNotFound = () => generationError('not-found', 'draftNotFound', 'Draft not found');

/** The caller's kept draft; another's (or none) is draftNotFound, so ids reveal nothing. */
export function ownKeptDraft(doc: DocumentSnapshot, userId: string): KeptDraft {
  const data = doc.data() as KeptDraft | undefined;
  if (!data || data.userId !== userId) throw draftNotFound();
  return data;
}

export async function keepUnitDraft(
  db: Firestore,
  draftId: string,
  draft: Omit<KeptDraft, 'chosen' | 'lessons' | 'status' | 'acceptedUnitId'>,
): Promise<void> {
  await keptDraftRef(db, draftId).create({
    ...draft,
    chosen: draft.standards
      .filter((standard) => standard.chosen)
      .map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
    lessons: [],
    status: 'unit',
    acceptedUnitId: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

export async function keepLessons(
  db: Firestore,
  draftId: string,
  chosen: StandardRef[],
  lessons: Lesson[],
): Promise<void> {
  // Not after Accept: an accepted draft is what was written, and stays so.
  await db.runTransaction(async (tx) => {
    const ref = keptDraftRef(db, draftId);
    const doc = await tx.get(ref);
    if (doc.get('status') === 'accepted') return;
    tx.update(ref, { chosen, lessons, status: 'lessons', updatedAt: FieldValue.serverTimestamp() });
  });
}
