import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * A record form's submit, checked first. At fault, the first field marked aria-invalid takes the
 * focus, and from then on (`checked`) the form shows its errors as the user types. A save that
 * fails moves the focus to the footer's message (`messageRef`, FormFooter's), the draft kept as
 * typed. A submit while `busy` does nothing.
 */
export function useCheckedSubmit<Draft>({
  draft,
  isValid,
  busy,
  onSubmit,
}: {
  draft: Draft;
  isValid: (draft: Draft) => boolean;
  busy: boolean;
  /** Resolves whether it saved. */
  onSubmit: (draft: Draft) => Promise<boolean>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [checked, setChecked] = useState(false);
  // Counters, not flags: a second submit at fault (or failed save) moves the focus again.
  const [focusRequest, setFocusRequest] = useState(0);
  const [failedSaves, setFailedSaves] = useState(0);

  useEffect(() => {
    if (focusRequest > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (failedSaves > 0) messageRef.current?.focus();
  }, [failedSaves]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (!isValid(draft)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    if (!(await onSubmit(draft))) setFailedSaves((n) => n + 1);
  };

  return { formRef, messageRef, checked, submit };
}
