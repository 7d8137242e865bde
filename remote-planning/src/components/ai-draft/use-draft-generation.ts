import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  GenerateDraftRequestFor,
  GenerateDraftResponse,
  Lesson,
} from '@lesson-planner/shared-contracts/planning';
import { generateDraft } from '../../api/generate-draft';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';

export type DraftStatus = 'idle' | 'generating' | 'done' | 'failed' | 'cancelled';

export interface DraftState {
  status: DraftStatus;
  /** The lessons received so far while generating; the whole draft once done. */
  lessons: Lesson[];
  /** The final answer (provider, model, tokens charged) once done. */
  result: GenerateDraftResponse | null;
  failure: PlanningFailureCode | undefined;
  /** What a failed draft was charged for the parts that had arrived before it failed. */
  failureCharged: number;
}

export interface DraftGeneration extends DraftState {
  generate(request: GenerateDraftRequestFor<'unitPlan' | 'lesson'>): Promise<void>;
  /** Stops the running draft; what was streamed so far is dropped (the server still charges it). */
  cancel(): void;
  /** Forgets the draft (after it was accepted or discarded). */
  reset(): void;
}

const IDLE: DraftState = {
  status: 'idle',
  lessons: [],
  result: null,
  failure: undefined,
  failureCharged: 0,
};

const withLessonAt = (lessons: Lesson[], index: number, lesson: Lesson): Lesson[] => {
  const next = [...lessons];
  next[index] = lesson;
  return next;
};

/** One draft request at a time: a new one, a cancel or leaving the page aborts the previous. */
export function useDraftGeneration(): DraftGeneration {
  const [state, setState] = useState<DraftState>(IDLE);
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const generate = useCallback(
    async (request: GenerateDraftRequestFor<'unitPlan' | 'lesson'>) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      setState({ ...IDLE, status: 'generating' });
      try {
        const result = await generateDraft(request, {
          signal,
          onChunk: ({ index, lesson }) => {
            if (!signal.aborted)
              setState((current) => ({
                ...current,
                lessons: withLessonAt(current.lessons, index, lesson),
              }));
          },
        });
        if (!signal.aborted)
          setState({
            status: 'done',
            lessons: result.lessons,
            result,
            failure: undefined,
            failureCharged: 0,
          });
      } catch (error) {
        // An aborted call fails too; whoever aborted it has already set the state.
        if (!signal.aborted) {
          const failure = PlanningFailure.from(error);
          setState({
            ...IDLE,
            status: 'failed',
            failure: failure.code,
            failureCharged: failure.chargedTokens,
          });
        }
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ ...IDLE, status: 'cancelled' });
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, generate, cancel, reset };
}
