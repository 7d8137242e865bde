import type { ReactNode, Ref } from 'react';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { ButtonRow, FormMessage } from './fields';
import { SubmitButton } from './SubmitButton';

/**
 * The end of a record's form: why the last save failed (focusable through `messageRef`, so the
 * form can move the focus to it), then the submit button and, when given, cancel.
 */
export function FormFooter({
  failure,
  messageRef,
  busy,
  busyLabel,
  submitLabel,
  onCancel,
  cancelLabel,
}: {
  /** The failure, in the caller's words; nothing while there is none. */
  failure: ReactNode;
  messageRef?: Ref<HTMLParagraphElement>;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  onCancel?: () => void;
  cancelLabel: string;
}) {
  return (
    <>
      {failure && (
        <FormMessage $kind="error" ref={messageRef} tabIndex={-1}>
          {failure}
        </FormMessage>
      )}
      <ButtonRow>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </ButtonRow>
    </>
  );
}
