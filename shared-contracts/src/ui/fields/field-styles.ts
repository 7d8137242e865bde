import { css } from 'styled-components';

/** The box of every input of the kit: text, text area, select button. */
export const controlBox = css`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.text};
  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
  &[data-focus-visible],
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 1px;
  }
`;

/** A label above its control, a hint and an error below: one column at every width. */
export const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;
