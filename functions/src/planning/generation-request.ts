// The callable's payload, validated by the shared schema the web app builds it with.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  GenerateDraftRequestSchema,
  type GenerateDraftRequest,
} from '@lesson-planner/shared-contracts/planning';
import { isDocumentId } from './draft-input';

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
  if (!isDocumentId(parsed.data.unitId)) {
    throw new HttpsError('invalid-argument', 'Invalid generation request: unitId is not a unit id');
  }
  return parsed.data;
}
