import styled from 'styled-components';

/**
 * A table cell's value as a button that opens what lies behind it (an icon and a word, such as
 * a standard's coverage): unframed, in the cell's own font. The browser's own button, as a grid
 * holds hundreds. `$quiet` draws a value that asks for less attention a little fainter.
 */
export const CellButton = styled.button.attrs({ type: 'button' })<{ $quiet?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  padding: ${({ theme }) => theme.space(1)};
  opacity: ${({ $quiet }) => ($quiet ? 0.8 : 1)};
`;
