import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(0 0 0 / 50%);
`;

const Panel = styled(Card)`
  max-width: 32rem;
  width: 100%;
  h2 {
    margin: 0;
  }
`;

/**
 * A modal question before something that cannot be undone. The focus starts on Cancel (the
 * safe answer), stays inside while it is open, Escape cancels, and the focus goes back to
 * where it was when it closes. While busy the buttons refuse presses but keep the focus (a
 * disabled button would drop it). `children` shows what went wrong with the last attempt.
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
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => opener?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('button, [tabindex="0"]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop>
      <Panel
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onKeyDown={keepFocusInside}
      >
        <Stack>
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-message`}>{message}</p>
          {children}
          <ButtonRow>
            <Button
              type="button"
              onClick={() => busy || onConfirm()}
              aria-disabled={busy || undefined}
              aria-busy={busy}
            >
              {busy && <Spinner />}
              {busy ? busyLabel : confirmLabel}
            </Button>
            <Button
              ref={cancel}
              type="button"
              $variant="secondary"
              onClick={() => busy || onCancel()}
              aria-disabled={busy || undefined}
            >
              {cancelLabel}
            </Button>
          </ButtonRow>
        </Stack>
      </Panel>
    </Backdrop>
  );
}
