// The callable's payload, validated by the shared schema the web app builds it with.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  GenerateDraftRequestSchema,
  type GenerateDraftRequest,
} from '@lesson-planner/shared-contracts/planning';
import { isValidDocumentId } from '@lesson-planner/shared-contracts/rules';

/** The request fields, in any task, that name a document and must be usable as its id. */
const DOCUMENT_ID_FIELDS = ['unitId', 'teamId', 'experienceId'] as const;

export function parseGenerateDraftRequest(data: unknown): GenerateDraftRequest {
  const parsed = GenerateDraftRequestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpsError(
      'invalid-argument',
      `Invalid generation request: ${where}${issue?.message ?? 'unknown'}`,
    );
  }
  const fields = parsed.data as Record<string, unknown>;
  for (const field of DOCUMENT_ID_FIELDS) {
    const id = fields[field];
    if (typeof id === 'string' && !isValidDocumentId(id)) {
      throw new HttpsError(
        'invalid-argument',
        `Invalid generation request: ${field} is not a document id`,
      );
    }
  }
  return parsed.data;
}
