// Imports many standards at once: batched writes of up to 500 (Firestore's limit), committed one
// after another so progress can be shown and a failure stops at a known row.
import { doc, writeBatch } from 'firebase/firestore';
import {
  standardIdForCode,
  type StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { CurriculumFailure } from './curriculum-failure';
import { MAX_BATCH_WRITES, standardDocument, standardsOf } from './framework-writes';

export interface ImportProgress {
  written: number;
  total: number;
}

export interface ImportOutcome {
  written: number;
  /** Set when a batch failed: the rows before it are saved, the rest are not. */
  failure: CurriculumFailure | null;
}

/**
 * Writes `rows` into the framework, keyed by code (a code already there is replaced). New
 * standards are numbered after `firstOrder`; `existingOrder` keeps a replaced standard's place.
 */
export async function importStandards(
  teamId: string,
  frameworkId: string,
  rows: readonly StandardFields[],
  {
    firstOrder,
    existingOrder,
    onProgress,
  }: {
    firstOrder: number;
    existingOrder: ReadonlyMap<string, number>;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<ImportOutcome> {
  const db = await getDb();
  const standards = standardsOf(db, teamId, frameworkId);
  let nextOrder = firstOrder;
  const documents = rows.map((row) => {
    const id = standardIdForCode(row.code);
    return { id, data: standardDocument(row, existingOrder.get(id) ?? nextOrder++) };
  });

  let written = 0;
  onProgress?.({ written, total: documents.length });
  for (let start = 0; start < documents.length; start += MAX_BATCH_WRITES) {
    const chunk = documents.slice(start, start + MAX_BATCH_WRITES);
    const batch = writeBatch(db);
    for (const { id, data } of chunk) batch.set(doc(standards, id), data);
    try {
      await batch.commit();
    } catch (error) {
      return { written, failure: CurriculumFailure.from(error, 'notLeader') };
    }
    written += chunk.length;
    onProgress?.({ written, total: documents.length });
  }
  return { written, failure: null };
}
