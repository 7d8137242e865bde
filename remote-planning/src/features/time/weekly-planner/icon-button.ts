import { css } from 'styled-components';

/** A small square button holding only an icon (its full name is its aria-label). */
export const iconButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover,
  &[data-hovered] {
    border-color: ${({ theme }) => theme.palette.border};
  }
  &:focus-visible,
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 1px;
  }
`;
