import { css } from 'styled-components';

/**
 * A square button holding only an icon, React Aria's (data-hovered, data-focus-visible) or the
 * browser's own (:hover, :focus-visible) alike.
 */
export const iconButtonStyles = css<{ $size: number; $outlined: boolean }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme, $outlined }) => ($outlined ? theme.palette.border : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.control};
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  cursor: pointer;
  &:hover,
  &[data-hovered],
  &[data-pressed] {
    border-color: ${({ theme }) => theme.palette.border};
  }
  &:focus-visible,
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
