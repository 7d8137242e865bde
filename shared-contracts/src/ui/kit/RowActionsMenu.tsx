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
}

const Trigger = styled(AriaButton)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.control};
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  cursor: pointer;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

const Item = styled(MenuItem)<{ $danger: boolean }>`
  ${listItemStyles}
  color: ${({ theme, $danger }) => ($danger ? theme.palette.danger : theme.palette.text)};
  &[data-focused] {
    background: ${({ theme }) => theme.palette.accentSoft};
    color: ${({ theme }) => theme.palette.text};
  }
`;

/**
 * The "⋯" menu of a row or an object: its rarely used actions, out of the way. `label` names
 * the menu after its row ("Actions: Food web poster"), so the items can stay short.
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <LocaleScope>
      <MenuTrigger>
        <Trigger aria-label={label}>
          <Icon path={mdiDotsHorizontal} />
        </Trigger>
        <Popover placement="bottom end">
          <Menu
            aria-label={label}
            onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
          >
            {actions.map((action) => (
              <Item key={action.id} id={action.id} $danger={action.danger === true}>
                {action.label}
              </Item>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </LocaleScope>
  );
}
