import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
} from '@lesson-planner/shared-contracts/interface';

export type MenuEntry =
  | {
      kind: 'item';
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      checked?: boolean;
      onSelect: () => void;
    }
  | { kind: 'divider'; key: string };

const Wrapper = styled.div`
  position: relative;
`;

export const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.palette.border};
  }
`;

const List = styled.ul`
  position: absolute;
  right: 0;
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

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
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

const Divider = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.palette.border};
`;

/**
 * A menu button (WAI-ARIA menu pattern): opens on click, on the keyboard (Enter, Space,
 * arrows) and on hover after the spec's delays (open 300 ms, close 250 ms).
 */
export function MenuButton({
  buttonContent,
  buttonLabel,
  entries,
}: {
  buttonContent: ReactNode;
  buttonLabel?: string;
  entries: MenuEntry[];
}) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  const items = entries.filter((entry) => entry.kind === 'item');

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
      event.preventDefault();
      const entry = items[current];
      if (entry) select(entry);
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
        <List id={menuId} role="menu" onKeyDown={onMenuKeyDown}>
          {entries.map((entry) => {
            if (entry.kind === 'divider') return <Divider key={entry.key} role="separator" />;
            const index = itemIndexes.get(entry.key) ?? 0;
            const checkable = entry.checked !== undefined;
            return (
              <Item
                key={entry.key}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
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
