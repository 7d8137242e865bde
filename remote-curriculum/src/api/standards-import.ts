// Imports many standards at once through the importFrameworkStandards function: the server
// checks the leader once per call and writes in batches, where the same writes from the browser
// would each pass the security rules (about ten times slower). Large files go in several calls,
// so progress can be shown and a failure says which rows were saved.
import { httpsCallable } from 'firebase/functions';
import {
  standardIdForCode,
  type StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import { CurriculumFailure } from './curriculum-failure';
import { standardDocument } from './framework-writes';

/** Rows per call; the function accepts up to 1,000 (functions/src/curriculum). */
const ROWS_PER_CALL = 1000;

export interface ImportProgress {
  written: number;
  total: number;
}

export interface ImportOutcome {
  /** Indexes (in `rows`) of the rows saved. */
  savedRows: number[];
  /** Set when a call failed: its rows and those after it are not saved. */
  failure: CurriculumFailure | null;
}

type ImportCall = (data: {
  teamId: string;
  frameworkId: string;
  rows: Array<ReturnType<typeof standardDocument>>;
}) => Promise<{ data: { written: number } }>;

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
  const call: ImportCall = httpsCallable(await getFunctionsInstance(), 'importFrameworkStandards');
  let nextOrder = firstOrder;
  const documents = rows.map((row) =>
    standardDocument(row, existingOrder.get(standardIdForCode(row.code)) ?? nextOrder++),
  );

  const savedRows: number[] = [];
  onProgress?.({ written: 0, total: documents.length });
  for (let first = 0; first < documents.length; first += ROWS_PER_CALL) {
    const chunk = documents.slice(first, first + ROWS_PER_CALL);
    try {
      await call({ teamId, frameworkId, rows: chunk });
    } catch (error) {
      return { savedRows, failure: CurriculumFailure.from(error, 'notLeader') };
    }
    savedRows.push(...chunk.map((_, index) => first + index));
    onProgress?.({ written: savedRows.length, total: documents.length });
  }
  return { savedRows, failure: null };
}
