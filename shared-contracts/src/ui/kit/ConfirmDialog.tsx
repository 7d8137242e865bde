import { useId, type ReactNode } from 'react';
import { Button, Spinner } from '@lesson-planner/shared-contracts/ui';
import { Dialog, DialogActions } from './Dialog';

/**
 * A modal question before something that cannot be undone, on the kit's Dialog (React Aria:
 * the focus stays inside, Escape cancels, the focus goes back to the opener). The focus starts
 * on Cancel, the safe answer. While busy it cannot be dismissed and the buttons refuse presses
 * but keep the focus (a disabled button would drop it). `children` shows what went wrong with
 * the last attempt.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  busyLabel,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const messageId = useId();
  return (
    <Dialog
      title={title}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && !busy && onCancel()}
      dismissable={!busy}
      descriptionId={messageId}
    >
      <p id={messageId}>{message}</p>
      {children}
      <DialogActions>
        <Button
          type="button"
          $variant="secondary"
          autoFocus // the safe answer starts focused
          onClick={() => busy || onCancel()}
          aria-disabled={busy || undefined}
        >
          {cancelLabel}
        </Button>
        <Button
          type="button"
          $variant="danger"
          onClick={() => busy || onConfirm()}
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {busy && <Spinner />}
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
