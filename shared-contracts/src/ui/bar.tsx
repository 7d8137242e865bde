import styled from 'styled-components';

// The app bar's controls: plain styled elements, as the shell's first page draws them and
// loads no React Aria (the kit is for the pages).

/** A button of the app bar (a menu, the theme, the drawer's own rows): unframed until hovered. */
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
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.palette.border};
  }
  /* A navigation group holding the current page. */
  &[aria-current='true'] {
    color: ${({ theme }) => theme.palette.accent};
    font-weight: 600;
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.palette.accent};
  }
`;

/**
 * A drawer along the left edge, for the browser's own modal dialog (showModal): it traps the
 * focus, closes on Escape and gives the focus back by itself.
 */
export const Drawer = styled.dialog`
  margin: 0;
  height: 100vh;
  max-height: 100vh;
  width: min(320px, 85vw);
  padding: ${({ theme }) => theme.space(4)};
  border: none;
  border-right: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
`;
