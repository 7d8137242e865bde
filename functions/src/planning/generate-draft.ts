// The generateDraft callable: drafts a unit plan or one lesson for a unit, charging the tokens
// to the unit's team.
//   1. read the unit, its standards (and for a lesson its saved plan); the caller must be a
//      member of the unit's team;
//   2. reserve: refuse (tokenLimitReached) unless the remaining allowance covers what the
//      provider says the call can cost; nothing is charged;
//   3. generate, streaming each lesson to a client that asked for it; a provider failure is
//      reported with its code and nothing is charged;
//   4. charge the usage the provider reports, even past the limit (only concurrent
//      generations can get there, and the tokens were spent), with a tokenUsageLogs entry.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { CallableRequest, CallableResponse } from 'firebase-functions/v2/https';
import type {
  GenerateDraftChunk,
  GenerateDraftResponse,
} from '@lesson-planner/shared-contracts/planning';
import { createDraftProvider, isProviderError } from '../ai';
import { chargeTokenUsage, ensureAllowance } from '../tokens/token-service';
import { requireSignedIn } from '../tokens/validation';
import { buildDraftInput } from './draft-input';
import { providerFailure } from './generation-errors';
import { parseGenerateDraftRequest } from './generation-request';
import { readGenerationSource } from './generation-source';

export async function generateDraft(
  db: Firestore,
  request: CallableRequest<unknown>,
  response?: CallableResponse<GenerateDraftChunk>,
): Promise<GenerateDraftResponse> {
  const userId = await requireSignedIn(request);
  const draftRequest = parseGenerateDraftRequest(request.data);
  const source = await readGenerationSource(db, draftRequest, userId);
  const input = buildDraftInput(draftRequest, source);

  // From the function's environment, where Firebase also puts the secrets (see ai/secrets).
  const provider = await providerCall(() => createDraftProvider(process.env));
  const reserved = await providerCall(() => provider.reserveTokens(input));
  await ensureAllowance(db, { teamId: source.teamId, userId, tokenCount: reserved });

  const stream = request.acceptsStreaming ? response : undefined;
  const result = await providerCall(() =>
    provider.generate(input, {
      // Aborted when the client disconnects: a draft nobody receives is not worth paying for.
      signal: response?.signal,
      onLesson: stream
        ? (lesson, index) => {
            // A failed write means the client is gone, which the signal reports.
            stream.sendChunk({ index, lesson }).catch(() => undefined);
          }
        : undefined,
    }),
  );

  await chargeTokenUsage(db, {
    teamId: source.teamId,
    userId,
    tokenCount: result.usage.totalTokens,
    context: {
      task: draftRequest.task,
      unitId: draftRequest.unitId,
      unitTitle: source.unit.title,
      provider: result.provider,
      model: result.model,
      lessonCount: result.lessons.length,
    },
  });
  return {
    lessons: result.lessons,
    usage: result.usage,
    provider: result.provider,
    model: result.model,
  };
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
