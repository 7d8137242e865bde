// Drafts lessons through the generateDraft callable. The server streams each lesson as soon as
// it is validated, so the teacher sees the plan grow; the final answer carries the tokens the
// team was charged and which provider wrote the draft.
import { httpsCallable } from 'firebase/functions';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import {
  GENERATE_DRAFT_FUNCTION,
  type GenerateDraftChunk,
  type GenerateDraftRequest,
  type GenerateDraftResponse,
} from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure } from './planning-failure';

export interface GenerateDraftOptions {
  /** Called with each lesson as it arrives, in order. */
  onLesson?(chunk: GenerateDraftChunk): void;
  /** Aborting stops the stream; the call then fails (its failure is for the caller to ignore). */
  signal?: AbortSignal;
}

/** The whole draft once it is complete and charged; any failure is a PlanningFailure. */
export async function generateDraft(
  request: GenerateDraftRequest,
  { onLesson, signal }: GenerateDraftOptions = {},
): Promise<GenerateDraftResponse> {
  try {
    const call = httpsCallable<GenerateDraftRequest, GenerateDraftResponse, GenerateDraftChunk>(
      await getFunctionsInstance(),
      GENERATE_DRAFT_FUNCTION,
    );
    const { stream, data } = await call.stream(request, { signal });
    // A failed stream rejects `data` with the same error the loop throws: handled there, so
    // this rejection must not also surface as an unhandled one.
    data.catch(() => undefined);
    for await (const chunk of stream) onLesson?.(chunk);
    return await data;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}
