// The open plan, live: each version a teammate saves is brought into the working copy as it
// arrives (receiveSavedVersion rebases it onto what the teacher has typed), so their change
// shows without a reload and a save starts from it. The copy's own saves come back here too and
// change nothing (their version is already the base). The plan's query is the page's: one
// listener for both.
import { useEffect } from 'react';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { unitPlanQuery } from '../../../api/unit-plan-reads';
import { receiveSavedVersion, useEditorStore } from './editor-store';

/** Follows the plan while a saved one is open (not before its first save creates it). */
export function useLivePlan() {
  const planId = useEditorStore((state) => state.planId);
  const saved = useEditorStore((state) => state.baseVersion !== null);
  // A failure leaves the copy as it is; a save reports what went wrong (deleted, no longer a
  // member).
  const { data: plan } = useQuery({ ...unitPlanQuery(planId ?? ''), enabled: !!planId && saved });
  useEffect(() => {
    if (plan) receiveSavedVersion(plan.version, plan.lessons);
  }, [plan]);
}
