// The open plan, live: each version a teammate saves is brought into the working copy as it
// arrives (receiveSavedVersion rebases it onto what the teacher has typed), so their change
// shows without a reload and a save starts from it. The copy's own saves come back here too and
// change nothing (their version is already the base).
import { useEffect } from 'react';
import { watchUnitPlan } from '../../../api/unit-plan-reads';
import { receiveSavedVersion, useEditorStore } from './editor-store';

/** Listens while a saved plan is open (not before its first save creates it). */
export function useLivePlan() {
  const planId = useEditorStore((state) => state.planId);
  const saved = useEditorStore((state) => state.baseVersion !== null);
  useEffect(() => {
    if (!planId || !saved) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    void watchUnitPlan(
      planId,
      (plan) => receiveSavedVersion(plan.version, plan.lessons),
      // The copy stays as it is; a save reports what went wrong (deleted, no longer a member).
      (failure) => console.warn(`Stopped following plan ${planId}`, failure),
    ).then(
      (unsubscribe) => (stopped ? unsubscribe() : (stop = unsubscribe)),
      (error: unknown) => console.warn(`Could not follow plan ${planId}`, error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [planId, saved]);
}
