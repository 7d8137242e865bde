import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { LocaleScope } from './LocaleScope';

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(0 0 0 / 50%);
`;

const Panel = styled(Modal)`
  width: 100%;
  max-width: 32rem;
  max-height: calc(100dvh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.card};
  padding: ${({ theme }) => theme.space(6)};
`;

const Body = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  outline: none;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.subheading};
  }
`;

/** Its buttons, the primary last (where the eye ends), wrapping on phones. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The dialog itself, marked modal (React Aria hides the rest, but does not say so on it). */
function ModalBody({
  role,
  title,
  descriptionId,
  children,
}: {
  role: 'dialog' | 'alertdialog';
  title: string;
  descriptionId?: string;
  children: ReactNode;
}) {
  const body = useRef<HTMLElement>(null);
  useLayoutEffect(() => body.current?.setAttribute('aria-modal', 'true'), []);
  return (
    <Body ref={body} role={role} aria-describedby={descriptionId}>
      <Heading slot="title">{title}</Heading>
      {children}
    </Body>
  );
}

/**
 * A modal dialog (React Aria): the focus moves in and stays inside, Escape and a press outside
 * close it unless `dismissable` is false (while something is being saved), and the focus goes
 * back to what opened it. The role is alertdialog for questions before what cannot be undone.
 */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  dismissable = true,
  role = 'dialog',
  descriptionId,
  children,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** The id of the element inside that says what the question is about. */
  descriptionId?: string;
  children: ReactNode;
}) {
  return (
    <LocaleScope>
      <Overlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={dismissable}
        isKeyboardDismissDisabled={!dismissable}
      >
        <Panel>
          <ModalBody role={role} title={title} descriptionId={descriptionId}>
            {children}
          </ModalBody>
        </Panel>
      </Overlay>
    </LocaleScope>
  );
}
