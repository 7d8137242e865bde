import { useEffect, useEffectEvent } from 'react';
import type { UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { closeReview, openReview } from '../review';
import { closeWorkingCopy, openWorkingCopy, useEditorStore } from './editor-store';

/**
 * Opens the editor's working copy (and the plan's review) once, from the plan as first read for
 * this id, and closes them when the page leaves it. Later saved versions come in through the live
 * plan (useLivePlan), which rebases them onto what the teacher typed. True once it is open.
 */
export function usePlanWorkingCopy(
  planId: string,
  plan: UnitPlan | null | undefined,
  ownerId: string | undefined,
): boolean {
  const ready = plan != null && ownerId !== undefined;
  const open = useEffectEvent(() => {
    if (!plan || ownerId === undefined) return;
    openWorkingCopy(plan.id, plan.version, plan.lessons);
    openReview(plan, ownerId);
  });
  useEffect(() => {
    if (!ready) return;
    open();
    return () => {
      closeWorkingCopy();
      closeReview();
    };
  }, [planId, ready]);
  return useEditorStore((state) => state.planId === planId);
}
