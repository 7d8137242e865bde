import { useCallback, useState } from 'react';
import type {
  AcceptClassroomUnitRequest,
  AcceptClassroomUnitResponse,
} from '@lesson-planner/shared-contracts/planning';
import { acceptClassroomUnit } from '../../../api/classroom-unit-accept';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';

/** Accept of the kept draft: busy while the server writes, then the unit or a failure code. */
export function useAccept() {
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<AcceptClassroomUnitResponse | null>(null);
  const [failure, setFailure] = useState<PlanningFailureCode | undefined>();
  const accept = useCallback(async (request: AcceptClassroomUnitRequest) => {
    setBusy(true);
    setFailure(undefined);
    try {
      setAccepted(await acceptClassroomUnit(request));
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  }, []);
  const reset = useCallback(() => {
    setAccepted(null);
    setFailure(undefined);
  }, []);
  return { busy, accepted, failure, accept, reset };
}
