import type { ReactNode } from 'react';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { FormFooter } from './FormFooter';
import type { useCheckedSubmit } from './use-checked-submit';

/** What a record's page gives its form besides the record: the save's state, the buttons. */
export interface RecordFormFrame {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
}

/**
 * A record's form, for creating and editing it: a card of its fields (`children`), then why the
 * last save failed and the submit and cancel buttons. `form` is the form's checked submit.
 */
export function RecordForm({
  form: { formRef, messageRef, submit },
  failure,
  busy,
  busyLabel,
  submitLabel,
  onCancel,
  cancelLabel,
  children,
}: RecordFormFrame & {
  form: Omit<ReturnType<typeof useCheckedSubmit>, 'checked'>;
  /** Why the last save failed, in the caller's words; nothing while there is none. */
  failure: ReactNode;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <Card as="form" ref={formRef} onSubmit={submit} noValidate>
      <Stack $gap={5}>
        {children}
        <FormFooter
          failure={failure}
          messageRef={messageRef}
          busy={busy}
          busyLabel={busyLabel}
          submitLabel={submitLabel}
          onCancel={onCancel}
          cancelLabel={cancelLabel}
        />
      </Stack>
    </Card>
  );
}
