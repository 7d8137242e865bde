import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
} from '@lesson-planner/shared-contracts/interface';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { BarButton } from '@lesson-planner/shared-contracts/ui';

export type MenuEntry =
  | {
      kind: 'item';
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      checked?: boolean;
      onSelect: () => void;
    }
  /** A page to go to: a real link, so it can also open in a new tab. */
  | { kind: 'link'; key: string; label: ReactNode; to: string; current?: boolean }
  | { kind: 'divider'; key: string };

type ChoiceEntry = Exclude<MenuEntry, { kind: 'divider' }>;

const Wrapper = styled.div`
  position: relative;
`;

const List = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
  top: calc(100% + 4px);
  z-index: 30;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.palette.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.palette.accentSoft};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
`;

const Item = styled.li`
  ${itemStyle}
`;

const ItemLink = styled(Link)`
  ${itemStyle}
  color: inherit;
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.accent};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.palette.accent};
  }
`;

const Divider = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.palette.border};
`;

/**
 * A menu button (WAI-ARIA menu pattern): opens on click, on the keyboard (Enter, Space,
 * arrows) and on hover after the spec's delays (open 300 ms, close 250 ms). `current` marks a
 * navigation group that holds the page shown; `align` says which edge the menu lines up with.
 */
export function MenuButton({
  buttonContent,
  buttonLabel,
  entries,
  current = false,
  align = 'end',
}: {
  buttonContent: ReactNode;
  buttonLabel?: string;
  entries: MenuEntry[];
  current?: boolean;
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  const items = entries.filter((entry): entry is ChoiceEntry => entry.kind !== 'divider');

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (open && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const show = (index: number | null) => {
    setOpen(true);
    setFocusIndex(index);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) button.current?.focus();
  };
  const afterDelay = (action: () => void, delay: number) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(action, delay);
  };
  const select = (entry: Extract<MenuEntry, { kind: 'item' }>) => {
    close(true);
    entry.onSelect();
  };
  // The link itself navigates; a new page then takes the focus (DefaultLayout).
  const follow = () => close(true);

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const last = items.length - 1;
    const current = focusIndex ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // As a click: an action runs, a link navigates.
      event.preventDefault();
      itemRefs.current[current]?.click();
    }
  };

  const itemIndexes = new Map(items.map((entry, index) => [entry.key, index]));
  return (
    <Wrapper
      onMouseEnter={() => afterDelay(() => show(null), MENU_OPEN_DELAY_MS)}
      onMouseLeave={() => afterDelay(() => close(false), MENU_CLOSE_DELAY_MS)}
      onBlur={(event) => {
        // Focus moved outside the button and its menu (Tab, a click elsewhere, touch).
        if (!event.currentTarget.contains(event.relatedTarget)) close(false);
      }}
    >
      <BarButton
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        aria-current={current ? 'true' : undefined}
        onClick={() => {
          clearTimeout(hoverTimer.current);
          if (open) close(false);
          else show(null);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </BarButton>
      {open && (
        <List id={menuId} role="menu" $align={align} onKeyDown={onMenuKeyDown}>
          {entries.map((entry) => {
            if (entry.kind === 'divider') return <Divider key={entry.key} role="separator" />;
            const index = itemIndexes.get(entry.key) ?? 0;
            const register = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            if (entry.kind === 'link') {
              return (
                <li key={entry.key} role="none">
                  <ItemLink
                    ref={register}
                    to={entry.to}
                    role="menuitem"
                    aria-current={entry.current ? 'page' : undefined}
                    tabIndex={-1}
                    onClick={follow}
                  >
                    {entry.label}
                  </ItemLink>
                </li>
              );
            }
            const checkable = entry.checked !== undefined;
            return (
              <Item
                key={entry.key}
                ref={register}
                role={checkable ? 'menuitemradio' : 'menuitem'}
                aria-checked={checkable ? entry.checked : undefined}
                tabIndex={-1}
                onClick={() => select(entry)}
              >
                {entry.icon}
                {entry.label}
              </Item>
            );
          })}
        </List>
      )}
    </Wrapper>
  );
}
