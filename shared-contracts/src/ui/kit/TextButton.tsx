import styled from 'styled-components';

/**
 * A button that reads as a link, for an action inside text or a list of names (open a lesson
 * with problems, show a framework): the browser's own button, with none of a button's frame.
 */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
