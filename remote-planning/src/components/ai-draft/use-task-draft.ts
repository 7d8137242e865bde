import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  GenerateDraftChunk,
  GenerateDraftRequestFor,
  GenerateDraftResponse,
  GenerationTask,
} from '@lesson-planner/shared-contracts/planning';
import { generateDraft } from '../../api/generate-draft';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';

export interface TaskDraftState<T extends GenerationTask> {
  status: 'idle' | 'generating' | 'done' | 'failed';
  /** The parts (steps, criteria…) received so far while generating, by their index. */
  chunks: GenerateDraftChunk<T>[];
  result: GenerateDraftResponse<T> | null;
  failure: PlanningFailureCode | undefined;
  /** What a failed draft was charged for the parts that had arrived before it failed. */
  failureCharged: number;
}

export interface TaskDraft<T extends GenerationTask> extends TaskDraftState<T> {
  /** Resolves the whole draft, or null when it failed or was replaced by a newer request. */
  generate(request: GenerateDraftRequestFor<T>): Promise<GenerateDraftResponse<T> | null>;
  /** Forgets the draft (after it was used or discarded). */
  reset(): void;
}

const idle = <T extends GenerationTask>(): TaskDraftState<T> => ({
  status: 'idle',
  chunks: [],
  result: null,
  failure: undefined,
  failureCharged: 0,
});

/**
 * One draft of task T at a time through the generateDraft callable: a new request or leaving
 * the page aborts the previous one (a draft nobody receives is not shown).
 */
export function useTaskDraft<T extends GenerationTask>(): TaskDraft<T> {
  const [state, setState] = useState<TaskDraftState<T>>(idle);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(async (request: GenerateDraftRequestFor<T>) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ ...idle<T>(), status: 'generating' });
    try {
      const result = await generateDraft<T>(request, {
        signal: controller.signal,
        onChunk: (chunk) =>
          setState((current) => {
            const chunks = [...current.chunks];
            // Every task's chunk carries its part's index (GenerationOutputs).
            chunks[(chunk as { index: number }).index] = chunk;
            return { ...current, chunks };
          }),
      });
      if (controller.signal.aborted) return null;
      setState((current) => ({
        ...current,
        status: 'done',
        result,
        failure: undefined,
        failureCharged: 0,
      }));
      return result;
    } catch (error) {
      if (!controller.signal.aborted) {
        const failure = PlanningFailure.from(error);
        setState({
          ...idle<T>(),
          status: 'failed',
          failure: failure.code,
          failureCharged: failure.chargedTokens,
        });
      }
      return null;
    }
  }, []);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(idle<T>());
  }, []);

  return { ...state, generate, reset };
}
