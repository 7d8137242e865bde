import type { ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  cursor: grab;
  touch-action: none;
  &:hover {
    border-color: ${({ theme }) => theme.palette.border};
  }
`;

/** Six dots: the usual "drag me" mark. Decorative; the button carries the label. */
function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) =>
        [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />),
      )}
    </svg>
  );
}

/**
 * The grip that drags an item of a sortable list. The browser's own button, not React Aria's:
 * a drag library's pointer and keyboard listeners and attributes are spread onto it as they
 * come (React Aria's button would take the pointer events for its press). `label` is its
 * accessible name, saying which item it moves.
 */
export function DragHandle({
  label,
  ref,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  label: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Handle ref={ref} type="button" {...button} aria-label={label}>
      <GripIcon />
    </Handle>
  );
}
