// The generateDraft callable: drafts whatever the request's task asks for (tasks/), charging
// the tokens to the team the task names. The same steps for every task:
//   1. the task module reads its source documents; the caller must be a member of the team
//      charged (refused before any content is read);
//   2. reserve: refuse (tokenLimitReached, memberTokenLimitReached) unless the remaining
//      allowance and the caller's share, after any due monthly reset, cover what the provider
//      says the call can cost; the reservation is counted at once, so concurrent generations
//      cannot get past the limit together;
//   3. generate, streaming each validated part (lesson, step…) to a client that asked for it;
//   4. settle, with a tokenUsageLogs entry naming the task and the document: the usage the
//      provider reports replaces the reservation. A generation cut off after it produced parts
//      (the client disconnected, the provider failed midway) is charged the reservation, its
//      real cost being unknown, and its error says so (details.chargedTokens); only one that
//      produced nothing gives the reservation back, except one the provider refused after
//      reading the prompt (its safety filters): that is charged the tokens it reports using.
//      Nothing else is written: the teacher reviews the draft and saves it. A task whose draft
//      the server keeps (a classroom's unit, accepted by its own callable) stores it then.
// Each draft is charged and logged once, or given back (tokens/token-service.ts); a burst of
// drafts that keeps the team's allowance busy is refused with allowanceBusy, nothing charged.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { CallableRequest, CallableResponse } from 'firebase-functions/v2/https';
import type {
  GenerateDraftChunk,
  GenerateDraftResponse,
  GenerationTask,
} from '@lesson-planner/shared-contracts/planning';
import { createDraftProvider, isProviderError } from '../ai';
import { chargeTokenUsage, releaseReservation, reserveAllowance } from '../tokens/token-service';
import { callerOf } from '../teams/payloads';
import { requireVerifiedEmail } from '../teams/team-service';
import { providerFailure, withChargedTokens } from './generation-errors';
import { parseGenerateDraftRequest } from './generation-request';
import { prepareDraft } from './tasks';

export async function generateDraft(
  db: Firestore,
  request: CallableRequest<unknown>,
  response?: CallableResponse<GenerateDraftChunk<GenerationTask>>,
): Promise<GenerateDraftResponse<GenerationTask>> {
  const caller = await callerOf(request);
  // Drafts spend the platform's allowance: not for throwaway accounts that own no mailbox.
  requireVerifiedEmail(caller);
  const userId = caller.uid;
  const draftRequest = parseGenerateDraftRequest(request.data);
  const prepared = await prepareDraft(db, draftRequest, userId);
  const { job, teamId } = prepared;

  // From the function's environment, where Firebase also puts the secrets (see ai/secrets).
  const provider = await providerCall(() => createDraftProvider(process.env));
  const reserved = await providerCall(() => provider.reserveTokens(job));
  const reservation = await reserveAllowance(db, { teamId, userId, tokenCount: reserved });
  const context = (draft: GenerateDraftResponse<GenerationTask> | null) => ({
    task: draftRequest.task,
    ...prepared.logContext(draft),
    provider: provider.id,
    model: draft?.model ?? provider.model,
  });

  const stream = request.acceptsStreaming ? response : undefined;
  let produced = false;
  let result: GenerateDraftResponse<GenerationTask>;
  try {
    result = await provider.generate(job, {
      // Aborted when the client disconnects: the provider stops spending on a draft nobody
      // receives (what it produced until then is charged below).
      signal: response?.signal,
      onPart: (part, index) => {
        produced = true;
        // A failed write means the client is gone, which the signal reports.
        stream?.sendChunk(prepared.toChunk(part, index)).catch(() => undefined);
      },
    });
  } catch (failure) {
    // A provider that says what the failed call used (a reply its safety filters stopped) is
    // charged exactly that; otherwise the reservation stands for an unknown cost.
    const used = isProviderError(failure) ? (failure.usage?.totalTokens ?? null) : null;
    const error = callableError(failure);
    if (used === null && !produced) {
      await settled(releaseReservation(db, reservation));
      throw error;
    }
    const charged = used ?? reserved;
    const wasCharged = await settled(
      chargeTokenUsage(db, reservation, { tokenCount: charged, context: context(null) }),
    );
    // The teacher must not read "nothing was charged" when something was.
    throw wasCharged ? withChargedTokens(error, charged) : error;
  }

  await settled(
    chargeTokenUsage(db, reservation, {
      tokenCount: result.usage.totalTokens,
      context: context(result),
    }),
  );
  await prepared.keep?.(result);
  return result;
}

/**
 * Whether a charge or release of the reservation went through. One that still fails after its
 * retries is not the teacher's problem: the draft (or the draft's own error) is theirs all the
 * same, and the reservation left open is given back when it expires, so nothing stays charged
 * without a log entry.
 */
async function settled(settlement: Promise<void>): Promise<boolean> {
  try {
    await settlement;
    return true;
  } catch (error) {
    logger.error('generateDraft: the allowance could not be settled', { error });
    return false;
  }
}

/** Runs a provider step, turning a ProviderError into the callable error for its code. */
async function providerCall<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw callableError(error);
  }
}

/** A ProviderError as the callable error for its code; any other error as it is. */
function callableError(error: unknown): unknown {
  if (!isProviderError(error)) return error;
  // The provider's message is for operators only (see providerFailure).
  logger.warn('generateDraft: provider failed', { code: error.code, message: error.message });
  return providerFailure(error);
}
