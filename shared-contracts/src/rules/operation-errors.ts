// Operation errors are kept per operation and cleared after 30 seconds (spec sections 4, 9).
// Each area names its own operations and failure codes.
import { OPERATION_ERROR_TTL_MS } from './constants';

export type OperationErrors<Operation extends string, Code extends string> = Partial<
  Record<Operation, Code>
>;

/**
 * Keeps one error per operation; each clears itself after the TTL unless a newer error of the same
 * operation replaced it (which restarts the clock) or it was cleared first.
 */
export function createOperationErrors<Operation extends string, Code extends string>(
  onChange: (errors: OperationErrors<Operation, Code>) => void,
) {
  let errors: OperationErrors<Operation, Code> = {};
  const timers = new Map<Operation, ReturnType<typeof setTimeout>>();

  const clear = (operation: Operation) => {
    clearTimeout(timers.get(operation));
    timers.delete(operation);
    if (!(operation in errors)) return;
    const { [operation]: _cleared, ...rest } = errors;
    errors = rest as OperationErrors<Operation, Code>;
    onChange(errors);
  };

  return {
    set(operation: Operation, code: Code) {
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
