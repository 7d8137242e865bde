import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import type { Blocker } from '@lesson-planner/shared-contracts/routing';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';

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
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

/**
 * Asks before leaving with unsaved changes. Staying is the default (focused, and Escape);
 * leaving discards the changes, which `onDiscard` does before the navigation goes on.
 */
export function LeaveConfirmDialog({
  blocker,
  text,
  onDiscard,
}: {
  blocker: Blocker;
  /** What would be lost, in the words of the document's own area. */
  text: string;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('planner');
  const titleId = useId();
  const textId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    const before = document.activeElement as HTMLElement | null;
    stay.current?.focus();
    return () => before?.focus();
  }, [blocked]);

  if (blocker.state !== 'blocked') return null;

  // A modal: Tab stays between its two buttons, Escape stays on the page.
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      blocker.reset();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons.at((index + (event.shiftKey ? -1 : 1)) % buttons.length);
    event.preventDefault();
    next?.focus();
  };

  return (
    <Backdrop data-print="hidden">
      <Panel
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={keepFocusInside}
      >
        <Stack>
          <h2 id={titleId}>{t('planEditor.leave.title')}</h2>
          <p id={textId}>{text}</p>
          <ButtonRow>
            <Button ref={stay} type="button" onClick={() => blocker.reset()}>
              {t('planEditor.leave.stay')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                onDiscard();
                blocker.proceed();
              }}
            >
              {t('planEditor.leave.discard')}
            </Button>
          </ButtonRow>
        </Stack>
      </Panel>
    </Backdrop>
  );
}
