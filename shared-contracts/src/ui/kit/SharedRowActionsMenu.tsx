import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { mdiDotsHorizontal } from '@mdi/js';
import { Menu } from 'react-aria-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { iconButtonStyles } from './icon-button-styles';
import { LocaleScope } from './LocaleScope';
import { Popover } from './overlay-styles';
import { RowActionItem, type RowAction } from './RowActionsMenu';

/** A row's "⋯" pressed: the one menu of its grid opens beside it with the row's actions. */
export interface RowActionsRequest {
  /** The button pressed: the menu opens beside it and gives the focus back to it. */
  trigger: HTMLElement;
  /** Names the menu after its row, as RowActionsMenu's label does. */
  label: string;
  actions: readonly RowAction[];
  /** Opened from the keyboard: the first item takes the focus, as a menu button's does. */
  fromKeyboard: boolean;
}

const Trigger = styled.button<{ $size: number; $outlined: boolean }>`
  ${iconButtonStyles}
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.palette.border};
  }
`;

/**
 * RowActionsMenu's "⋯" button without a menu of its own, for grids with a row of actions per
 * cell (hundreds): the browser's own button, which asks the grid's one SharedRowActionsMenu
 * to open beside it (`onOpen`).
 */
export function RowActionsButton({
  label,
  onOpen,
  compact = false,
  className,
}: {
  label: string;
  onOpen: (trigger: HTMLButtonElement, fromKeyboard: boolean) => void;
  /** 32 px and borderless until hovered. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <Trigger
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      className={className}
      $size={compact ? 32 : 40}
      $outlined={!compact}
      // A click from Enter or Space has no pointer position (detail 0).
      onClick={(event) => onOpen(event.currentTarget, event.detail === 0)}
    >
      <Icon path={mdiDotsHorizontal} />
    </Trigger>
  );
}

/**
 * The one actions menu of a grid, opened for the row whose RowActionsButton was pressed
 * (`request`), closed by `onClose`. Its trigger shows it open (aria-expanded) while it is.
 */
export function SharedRowActionsMenu({
  request,
  onClose,
}: {
  request: RowActionsRequest | null;
  onClose: () => void;
}) {
  const triggerRef = useMemo(() => ({ current: request?.trigger ?? null }), [request]);
  useEffect(() => {
    // The buttons leave aria-expanded out until their menu opens: React does not own it.
    const trigger = request?.trigger;
    trigger?.setAttribute('aria-expanded', 'true');
    return () => trigger?.removeAttribute('aria-expanded');
  }, [request]);
  if (!request) return null;
  const { label, actions, fromKeyboard } = request;
  return (
    <LocaleScope>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        placement="bottom end"
      >
        <Menu
          aria-label={label}
          autoFocus={fromKeyboard ? 'first' : true}
          disabledKeys={actions.filter((action) => action.disabled).map((action) => action.id)}
          onAction={(key) => {
            onClose();
            actions.find((action) => action.id === key)?.onAction();
          }}
        >
          {actions.map((action) => (
            <RowActionItem key={action.id} id={action.id} $danger={action.danger === true}>
              {action.label}
            </RowActionItem>
          ))}
        </Menu>
      </Popover>
    </LocaleScope>
  );
}
