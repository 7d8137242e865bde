import type { ReactNode } from 'react';
import { Button, Spinner } from '@lesson-planner/shared-contracts/ui';

/** A submit button that shows progress and cannot be pressed twice while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy}>
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </Button>
  );
}
