import styled from 'styled-components';
import { Popover as AriaPopover } from 'react-aria-components';

/** A raised surface floating next to its trigger (menus, select lists, tooltips). */
export const Popover = styled(AriaPopover)`
  min-width: var(--trigger-width, 12rem);
  max-width: min(24rem, calc(100vw - 16px));
  overflow: auto;
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.control};
  box-shadow: 0 8px 24px rgb(0 0 0 / 25%);
  padding: ${({ theme }) => theme.space(1)};
  outline: none;
`;

/** The rows of a menu or a select list: highlighted while the pointer or the focus is on them. */
export const listItemStyles = `
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 6px;
  cursor: pointer;
  outline: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
