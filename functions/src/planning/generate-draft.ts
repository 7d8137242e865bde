// The generateDraft callable: drafts whatever the request's task asks for (tasks/), charging
// the tokens to the team the task names. The same steps for every task:
//   1. the task module reads its source documents; the caller must be a member of the team
//      charged (refused before any content is read);
//   2. reserve: refuse (tokenLimitReached) unless the remaining allowance, after any due
//      monthly reset, covers what the provider says the call can cost; nothing is charged;
//   3. generate, streaming each validated part (lesson, step…) to a client that asked for it;
//      a provider failure is reported with its code and nothing is charged;
//   4. charge the usage the provider reports to the team and the member, even past the limit
//      (only concurrent generations can get there, and the tokens were spent), with a
//      tokenUsageLogs entry naming the task and the document. Nothing else is written: the
//      teacher reviews the draft and saves it.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { CallableRequest, CallableResponse } from 'firebase-functions/v2/https';
import type {
  GenerateDraftChunk,
  GenerateDraftResponse,
  GenerationTask,
} from '@lesson-planner/shared-contracts/planning';
import { createDraftProvider, isProviderError } from '../ai';
import { chargeTokenUsage, ensureAllowance } from '../tokens/token-service';
import { requireSignedIn } from '../tokens/validation';
import { providerFailure } from './generation-errors';
import { parseGenerateDraftRequest } from './generation-request';
import { prepareDraft } from './tasks';

export async function generateDraft(
  db: Firestore,
  request: CallableRequest<unknown>,
  response?: CallableResponse<GenerateDraftChunk<GenerationTask>>,
): Promise<GenerateDraftResponse<GenerationTask>> {
  const userId = await requireSignedIn(request);
  const draftRequest = parseGenerateDraftRequest(request.data);
  const prepared = await prepareDraft(db, draftRequest, userId);
  const { job, teamId } = prepared;

  // From the function's environment, where Firebase also puts the secrets (see ai/secrets).
  const provider = await providerCall(() => createDraftProvider(process.env));
  const reserved = await providerCall(() => provider.reserveTokens(job));
  await ensureAllowance(db, { teamId, userId, tokenCount: reserved });

  const stream = request.acceptsStreaming ? response : undefined;
  const result = await providerCall(() =>
    provider.generate(job, {
      // Aborted when the client disconnects: a draft nobody receives is not worth paying for.
      signal: response?.signal,
      onPart: stream
        ? (part, index) => {
            // A failed write means the client is gone, which the signal reports.
            stream.sendChunk(prepared.toChunk(part, index)).catch(() => undefined);
          }
        : undefined,
    }),
  );

  await chargeTokenUsage(db, {
    teamId,
    userId,
    tokenCount: result.usage.totalTokens,
    context: {
      task: draftRequest.task,
      ...prepared.logContext(result),
      provider: result.provider,
      model: result.model,
    },
  });
  return result;
}

/** Runs a provider step, turning a ProviderError into the callable error for its code. */
async function providerCall<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!isProviderError(error)) throw error;
    // The provider's message is for operators only (see providerFailure).
    logger.warn('generateDraft: provider failed', { code: error.code, message: error.message });
    throw providerFailure(error);
  }
}
