import styled from 'styled-components';
import { Button as AriaButton, Tooltip, TooltipTrigger } from 'react-aria-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { iconButtonStyles } from './icon-button-styles';

const Square = styled(AriaButton)<{ $size: number; $outlined: boolean }>`
  ${iconButtonStyles}
`;

const Tip = styled(Tooltip)`
  max-width: 20rem;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.palette.text};
  color: ${({ theme }) => theme.palette.background};
  font-size: ${({ theme }) => theme.type.small};
`;

/**
 * A button that shows only an icon: its label is required, is its accessible name and shows
 * as a tooltip on hover and keyboard focus, so sighted users can read it too.
 */
export function IconButton({
  icon,
  label,
  onPress,
  isDisabled,
  compact = false,
  outlined = false,
  className,
  ...aria
}: {
  icon: string;
  label: string;
  onPress?: () => void;
  isDisabled?: boolean;
  /** 32 px, for a dense grid (a meeting in the week). */
  compact?: boolean;
  /** Bordered like a secondary button, beside buttons with text. */
  outlined?: boolean;
  className?: string;
  /** A disclosure's: whether what it shows is open, and what that is. */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}) {
  return (
    <TooltipTrigger delay={400}>
      <Square
        aria-label={label}
        onPress={onPress}
        isDisabled={isDisabled}
        className={className}
        $size={compact ? 32 : 40}
        $outlined={outlined}
        {...aria}
      >
        <Icon path={icon} />
      </Square>
      <Tip>{label}</Tip>
    </TooltipTrigger>
  );
}
