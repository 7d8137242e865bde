// Bulk import of a framework's standards (the CSV import). One leader check per call and one
// server-side batch per call: every row is checked (fields, duplicates) before
// anything is written, and the batch writes all of a call's rows or none, so the browser can
// say exactly which rows are saved. Thousands of rows take seconds, where the same writes from
// the browser would each be checked by the security rules.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  standardIdForCode,
  validateStandardFields,
  type StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import { rolesOf } from '../tokens/team-access';
import { asPayload, requireDocumentId, requireTeamId } from '../tokens/validation';

/**
 * Rows per call: the browser sends a large file in several calls and shows progress between.
 * A call's rows and the framework's updatedAt go in one batch (Firestore has no 500-write limit
 * on batches any more; 1,000 standards stay well inside a request's 10 MiB).
 */
export const MAX_IMPORT_ROWS_PER_CALL = 1000;
const TEXT_LIMIT = 200;

export interface ImportRow extends StandardFields {
  order: number;
}

export interface ImportStandardsInput {
  teamId: string;
  frameworkId: string;
  rows: ImportRow[];
}

/** Failures carry the curriculum area's code (classroom:failures.*) in `details`. */
const curriculumError = (
  status: 'invalid-argument' | 'not-found' | 'permission-denied',
  code: string,
  message: string,
) => new HttpsError(status, message, { code });

const text = (value: unknown, max = TEXT_LIMIT): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

export function parseImportStandards(data: unknown): ImportStandardsInput {
  const payload = asPayload(data);
  const teamId = requireTeamId(payload.teamId);
  const frameworkId = requireDocumentId(payload.frameworkId, () =>
    curriculumError('invalid-argument', 'frameworkNotFound', 'Framework not found'),
  );
  if (!Array.isArray(payload.rows) || payload.rows.length === 0)
    throw new HttpsError('invalid-argument', 'Rows are required');
  if (payload.rows.length > MAX_IMPORT_ROWS_PER_CALL)
    throw new HttpsError('invalid-argument', `At most ${MAX_IMPORT_ROWS_PER_CALL} rows per call`);
  const rows = payload.rows.map((raw: unknown, index): ImportRow => {
    const row = asPayload(raw);
    const fields: StandardFields = {
      code: typeof row.code === 'string' ? row.code.trim() : '',
      description: typeof row.description === 'string' ? row.description.trim() : '',
      subject: text(row.subject),
      gradeBand: text(row.gradeBand),
      strand: text(row.strand),
    };
    const invalid = Object.keys(validateStandardFields(fields));
    const order = row.order;
    if (invalid.length > 0 || !Number.isInteger(order) || (order as number) < 0)
      throw new HttpsError('invalid-argument', `Row ${index + 1} is not a valid standard`, {
        row: index,
        fields: invalid,
      });
    return { ...fields, order: order as number };
  });
  refuseDuplicateCodes(rows);
  return { teamId, frameworkId, rows };
}

/** Codes differing only in case or spacing share a document: a second one is a duplicate. */
function refuseDuplicateCodes(rows: readonly ImportRow[]): void {
  const firstRowOfId = new Map<string, number>();
  rows.forEach((row, index) => {
    const id = standardIdForCode(row.code);
    const first = firstRowOfId.get(id);
    if (first !== undefined)
      throw new HttpsError(
        'invalid-argument',
        `Row ${index + 1} repeats the code of row ${first + 1}`,
        { code: 'duplicateCode', row: index, duplicateOf: first, fields: ['code'] },
      );
    firstRowOfId.set(id, index);
  });
}

/** Writes the rows (a code already in the framework is replaced); resolves how many. */
export async function importStandards(
  db: Firestore,
  callerId: string,
  { teamId, frameworkId, rows }: ImportStandardsInput,
): Promise<{ written: number }> {
  const team = await db.collection('teams').doc(teamId).get();
  if (!team.exists) throw curriculumError('not-found', 'teamNotFound', 'Team not found');
  if (!isTeamLeader({ roles: rolesOf(team.data() ?? {}) }, callerId))
    throw curriculumError('permission-denied', 'notLeader', 'Only team leaders import standards');
  const framework = team.ref.collection('frameworks').doc(frameworkId);
  if (!(await framework.get()).exists)
    throw curriculumError('not-found', 'frameworkNotFound', 'Framework not found');

  const batch = db.batch();
  for (const row of rows)
    batch.set(framework.collection('standards').doc(standardIdForCode(row.code)), row);
  batch.update(framework, { updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return { written: rows.length };
}
