import type { ExperienceStep } from '@lesson-planner/shared-contracts/planning';
import { useTaskDraft } from '../unit-plan-generation';

/**
 * One experience draft at a time through the generateDraft callable; leaving the page aborts
 * it. `steps` are those received so far, then the whole draft's.
 */
export function useExperienceDraft() {
  const draft = useTaskDraft<'experience'>();
  const steps: ExperienceStep[] = draft.result
    ? draft.result.experience.steps
    : draft.chunks.map((chunk) => chunk.step);
  return { ...draft, steps };
}
