import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ExperienceStep,
  GenerateDraftRequestFor,
  GenerateDraftResponse,
} from '@lesson-planner/shared-contracts/planning';
import { generateDraft } from '../../api/generate-draft';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';

export interface ExperienceDraftState {
  status: 'idle' | 'generating' | 'done' | 'failed';
  /** The steps received so far while generating. */
  steps: ExperienceStep[];
  result: GenerateDraftResponse<'experience'> | null;
  failure: PlanningFailureCode | undefined;
  /** What a failed draft was charged for the parts that had arrived before it failed. */
  failureCharged: number;
}

const IDLE: ExperienceDraftState = {
  status: 'idle',
  steps: [],
  result: null,
  failure: undefined,
  failureCharged: 0,
};

/**
 * One experience draft at a time through the generateDraft callable; leaving the page aborts
 * it (the server stops spending on a draft nobody receives). Resolves the draft, or null on
 * failure.
 */
export function useExperienceDraft() {
  const [state, setState] = useState<ExperienceDraftState>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(async (request: GenerateDraftRequestFor<'experience'>) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ ...IDLE, status: 'generating' });
    try {
      const result = await generateDraft(request, {
        signal: controller.signal,
        onChunk: ({ index, step }) =>
          setState((current) => {
            const steps = [...current.steps];
            steps[index] = step;
            return { ...current, steps };
          }),
      });
      if (controller.signal.aborted) return null;
      setState({
        status: 'done',
        steps: result.experience.steps,
        result,
        failure: undefined,
        failureCharged: 0,
      });
      return result;
    } catch (error) {
      if (!controller.signal.aborted) {
        const failure = PlanningFailure.from(error);
        setState({
          ...IDLE,
          status: 'failed',
          failure: failure.code,
          failureCharged: failure.chargedTokens,
        });
      }
      return null;
    }
  }, []);

  return { ...state, generate };
}
