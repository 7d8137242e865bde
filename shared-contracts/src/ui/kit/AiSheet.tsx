import { mdiClose, mdiCreation } from '@mdi/js';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { Icon, Stack } from '@lesson-planner/shared-contracts/ui';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { LocaleScope } from './LocaleScope';

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.ai};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.aiSoft};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  svg {
    color: ${({ theme }) => theme.palette.ai};
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.palette.ai};
    color: ${({ theme }) => theme.palette.onAi};
    svg {
      color: inherit;
    }
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: default;
  }
`;

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgb(0 0 0 / 35%);
`;

/** A sheet from the right on wide screens, from the bottom on phones. */
const Sheet = styled(Modal)`
  position: fixed;
  inset: auto 0 0 0;
  max-height: 90vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.background};
  border-top: 4px solid ${({ theme }) => theme.palette.ai};
  border-radius: 12px 12px 0 0;
  ${mediaUp('md')} {
    inset: 0 0 0 auto;
    width: min(36rem, 100vw);
    max-height: none;
    border-top: 0;
    border-left: 4px solid ${({ theme }) => theme.palette.ai};
    border-radius: 0;
  }
`;

const Body = styled(Dialog)`
  padding: ${({ theme }) => theme.space(4)};
  outline: none;
  ${mediaUp('md')} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.type.subheading};
  }
  > svg {
    color: ${({ theme }) => theme.palette.ai};
  }
`;

const Close = styled(AriaButton)`
  display: inline-flex;
  min-width: 40px;
  min-height: 40px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/**
 * The one AI affordance and its panel, the same on every object: a button with the sparkle and
 * its visible text ("AI") in the AI accent, whose accessible name (`buttonLabel`) starts with
 * that text and says what it is for; it opens a sheet (a modal dialog: the focus stays inside,
 * Escape or a press outside closes it, and the focus goes back to the button) titled `title`,
 * whose content `children` draws and may close.
 */
export function AiSheet({
  buttonLabel,
  buttonText,
  title,
  closeLabel,
  isOpen,
  onOpenChange,
  children,
}: {
  buttonLabel: string;
  buttonText: string;
  title: string;
  closeLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <LocaleScope>
      <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Trigger aria-label={buttonLabel}>
          <Icon path={mdiCreation} size={18} />
          {buttonText}
        </Trigger>
        <Overlay isDismissable>
          <Sheet>
            <Body aria-label={title}>
              {({ close }) => (
                <Stack $gap={4}>
                  <Top>
                    <Icon path={mdiCreation} />
                    <Heading slot="title">{title}</Heading>
                    <Close aria-label={closeLabel} onPress={close}>
                      <Icon path={mdiClose} />
                    </Close>
                  </Top>
                  {children(close)}
                </Stack>
              )}
            </Body>
          </Sheet>
        </Overlay>
      </DialogTrigger>
    </LocaleScope>
  );
}

const Choices = styled(RadioGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > span {
    flex-basis: 100%;
    font-weight: 600;
  }
`;

const Choice = styled(Radio)`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 999px;
  cursor: pointer;
  &[data-selected] {
    border-color: ${({ theme }) => theme.palette.ai};
    background: ${({ theme }) => theme.palette.aiSoft};
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

/**
 * What AI is to do, when a sheet offers more than one thing: pills in the AI accent, one
 * chosen (a radio group: arrow keys move the choice), named by `label`.
 */
export function AiChoices({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Choices value={value} onChange={onChange} aria-label={label}>
      {options.map((option) => (
        <Choice key={option.value} value={option.value}>
          {option.label}
        </Choice>
      ))}
    </Choices>
  );
}
