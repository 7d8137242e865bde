// Team operation errors are kept per operation and cleared after 30 seconds (spec sections 4, 9).
import { OPERATION_ERROR_TTL_MS } from '@lesson-planner/shared-contracts/rules';
import type { TeamFailureCode } from '../api/team-failure';

export type TeamOperation =
  | 'loadTeams'
  | 'loadTeam'
  | 'loadInvitations'
  | 'createTeam'
  | 'invite'
  | 'cancelInvite'
  | 'acceptInvite'
  | 'declineInvite'
  | 'removeMember'
  | 'leaveTeam'
  | 'setTokenLimit'
  | 'recordUsage'
  | 'checkReset';

export type OperationErrors = Partial<Record<TeamOperation, TeamFailureCode>>;

/**
 * Keeps one error per operation; each clears itself after the TTL unless a newer error of the same
 * operation replaced it (which restarts the clock) or it was cleared first.
 */
export function createOperationErrors(onChange: (errors: OperationErrors) => void) {
  let errors: OperationErrors = {};
  const timers = new Map<TeamOperation, ReturnType<typeof setTimeout>>();

  const clear = (operation: TeamOperation) => {
    clearTimeout(timers.get(operation));
    timers.delete(operation);
    if (!(operation in errors)) return;
    const { [operation]: _cleared, ...rest } = errors;
    errors = rest;
    onChange(errors);
  };

  return {
    set(operation: TeamOperation, code: TeamFailureCode) {
      clearTimeout(timers.get(operation));
      errors = { ...errors, [operation]: code };
      onChange(errors);
      timers.set(
        operation,
        setTimeout(() => clear(operation), OPERATION_ERROR_TTL_MS),
      );
    },
    clear,
    clearAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      errors = {};
      onChange(errors);
    },
  };
}
