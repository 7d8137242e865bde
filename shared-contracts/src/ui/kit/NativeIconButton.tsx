import type { ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { iconButtonStyles } from './icon-button-styles';

const Square = styled.button<{ $size: number; $outlined: boolean }>`
  ${iconButtonStyles}
`;

/**
 * IconButton's look on the browser's own button, for grids that hold hundreds (a meeting of the
 * week): no React Aria hooks and no tooltip of its own per button. Its label is its accessible
 * name and shows as the browser's tooltip (title) on hover. Takes a ref and any button props,
 * so a drag handle's listeners fit it.
 */
export function NativeIconButton({
  icon,
  label,
  compact = false,
  outlined = false,
  ref,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title' | 'children'> & {
  icon: string;
  label: string;
  /** 32 px, for a dense grid. */
  compact?: boolean;
  outlined?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Square
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      $size={compact ? 32 : 40}
      $outlined={outlined}
      {...button}
    >
      <Icon path={icon} />
    </Square>
  );
}
