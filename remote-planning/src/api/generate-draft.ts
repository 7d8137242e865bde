// Drafts through the generateDraft callable, for any generation task. The server streams each
// part of the draft (a lesson, a step…) as soon as it is validated, so the teacher sees the
// draft grow; the final answer carries the tokens the team was charged and which provider
// wrote it.
import { httpsCallable } from 'firebase/functions';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import {
  GENERATE_DRAFT_FUNCTION,
  type GenerateDraftChunk,
  type GenerateDraftRequestFor,
  type GenerateDraftResponse,
  type GenerationTask,
} from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure } from './planning-failure';

export interface GenerateDraftOptions<T extends GenerationTask = 'unitPlan' | 'lesson'> {
  /** Called with each part as it arrives, in order. */
  onChunk?(chunk: GenerateDraftChunk<T>): void;
  /** Aborting stops the stream; the call then fails (its failure is for the caller to ignore). */
  signal?: AbortSignal;
}

/** The whole draft once it is complete and charged; any failure is a PlanningFailure. */
export async function generateDraft<T extends GenerationTask>(
  request: GenerateDraftRequestFor<T>,
  { onChunk, signal }: GenerateDraftOptions<T> = {},
): Promise<GenerateDraftResponse<T>> {
  try {
    const call = httpsCallable<
      GenerateDraftRequestFor<T>,
      GenerateDraftResponse<T>,
      GenerateDraftChunk<T>
    >(await getFunctionsInstance(), GENERATE_DRAFT_FUNCTION);
    const { stream, data } = await call.stream(request, { signal });
    // A failed stream rejects `data` with the same error the loop throws: handled there, so
    // this rejection must not also surface as an unhandled one.
    data.catch(() => undefined);
    for await (const chunk of stream) onChunk?.(chunk);
    return await data;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}
