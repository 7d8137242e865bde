// The callable's payload, validated by the shared schema the web app builds it with.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  GenerateDraftRequestSchema,
  type GenerateDraftRequest,
} from '@lesson-planner/shared-contracts/planning';
import { teamError } from '../team-error';
import { requireDocumentId } from '../tokens/validation';
import { generationError } from './generation-errors';

/**
 * The request fields, in any task, that name a document, each with the code the web app shows
 * for a document that does not exist: an id Firestore could not take names none.
 */
const DOCUMENT_ID_FIELDS: Record<string, () => HttpsError> = {
  unitId: () => generationError('invalid-argument', 'unitNotFound', 'Unit not found'),
  teamId: () => teamError('invalid-argument', 'teamNotFound'),
  experienceId: () =>
    generationError('invalid-argument', 'experienceNotFound', 'Experience not found'),
  rubricId: () => generationError('invalid-argument', 'rubricNotFound', 'Rubric not found'),
  classroomId: () =>
    generationError('invalid-argument', 'classroomNotFound', 'Classroom not found'),
  draftId: () => generationError('invalid-argument', 'draftNotFound', 'Draft not found'),
};

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
  for (const [field, notFound] of Object.entries(DOCUMENT_ID_FIELDS)) {
    if (fields[field] !== undefined && fields[field] !== null) {
      requireDocumentId(fields[field], notFound);
    }
  }
  return parsed.data;
}
