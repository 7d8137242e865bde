// A row's rarely used actions behind one "⋯" button (React Aria's menu: arrow keys, typeahead,
// Escape, focus back on the button). Until the design kit's row menu lands, this is the one.
import { mdiDotsHorizontal } from '@mdi/js';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';

export interface MoreAction {
  id: string;
  label: string;
  onAction: () => void;
  disabled?: boolean;
  /** Drawn in the danger colour (delete). */
  destructive?: boolean;
}

const Trigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
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

const MenuPopover = styled(Popover)`
  min-width: 12rem;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 20%);
`;

const Item = styled(MenuItem)<{ $destructive?: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: 6px;
  color: ${({ theme, $destructive }) => ($destructive ? theme.palette.danger : theme.palette.text)};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.palette.accentSoft};
    color: ${({ theme }) => theme.palette.text};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: default;
  }
`;

/** The "⋯" button (its accessible name says whose actions these are) and its menu. */
export function MoreActionsMenu({
  label,
  actions,
}: {
  label: string;
  actions: readonly MoreAction[];
}) {
  return (
    <MenuTrigger>
      <Trigger aria-label={label}>
        <Icon path={mdiDotsHorizontal} />
      </Trigger>
      <MenuPopover placement="bottom end">
        <Menu
          aria-label={label}
          disabledKeys={actions.filter((action) => action.disabled).map((action) => action.id)}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {actions.map((action) => (
            <Item key={action.id} id={action.id} $destructive={action.destructive}>
              {action.label}
            </Item>
          ))}
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}
