import styled from 'styled-components';
import { mdiDotsHorizontal } from '@mdi/js';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger } from 'react-aria-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { LocaleScope } from './LocaleScope';
import { Popover, listItemStyles } from './overlay-styles';

export interface RowAction {
  id: string;
  /** What the item says, short ("Duplicate"): the row's name is in the menu button's label. */
  label: string;
  onAction: () => void;
  /** Cannot be undone (delete): drawn in the danger colour. */
  danger?: boolean;
  /** Shown but not offered now (greyed, skipped by the arrow keys). */
  disabled?: boolean;
}

const Trigger = styled(AriaButton)<{ $compact: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $compact }) => ($compact ? '32px' : '40px')};
  height: ${({ $compact }) => ($compact ? '32px' : '40px')};
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme, $compact }) => ($compact ? 'transparent' : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radii.control};
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  cursor: pointer;
  &[data-hovered],
  &[data-pressed] {
    border-color: ${({ theme }) => theme.palette.border};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

/** A menu's item, in the danger colour when it cannot be undone. */
export const RowActionItem = styled(MenuItem)<{ $danger: boolean }>`
  ${listItemStyles}
  color: ${({ theme, $danger }) => ($danger ? theme.palette.danger : theme.palette.text)};
  &[data-focused] {
    background: ${({ theme }) => theme.palette.accentSoft};
    color: ${({ theme }) => theme.palette.text};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: default;
  }
`;

/**
 * The "⋯" menu of a row or an object: its rarely used actions, out of the way. `label` names
 * the menu after its row ("Actions: Food web poster"), so the items can stay short.
 */
export function RowActionsMenu({
  label,
  actions,
  compact = false,
  className,
}: {
  label: string;
  actions: readonly RowAction[];
  /** 32 px and borderless until hovered, for a dense grid (a lesson in the week). */
  compact?: boolean;
  className?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <LocaleScope>
      <MenuTrigger>
        <Trigger aria-label={label} $compact={compact} className={className}>
          <Icon path={mdiDotsHorizontal} />
        </Trigger>
        <Popover placement="bottom end">
          <Menu
            aria-label={label}
            disabledKeys={actions.filter((action) => action.disabled).map((action) => action.id)}
            onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
          >
            {actions.map((action) => (
              <RowActionItem key={action.id} id={action.id} $danger={action.danger === true}>
                {action.label}
              </RowActionItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </LocaleScope>
  );
}
