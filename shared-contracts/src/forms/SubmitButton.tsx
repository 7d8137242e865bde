import type { ReactNode } from 'react';
import { Button, Spinner, type ButtonVariant } from '@lesson-planner/shared-contracts/ui';

/** A submit button that shows progress and cannot be pressed twice while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  variant = 'primary',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
  /** A form that is not the view's main action submits with a secondary button. */
  variant?: ButtonVariant;
}) {
  return (
    <Button type="submit" $variant={variant} disabled={busy || disabled} aria-busy={busy}>
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </Button>
  );
}
