import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A busy indicator; the caller supplies the visible or announced text next to it. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 1.25em;
  height: 1.25em;
  border: 3px solid ${({ theme }) => theme.palette.accentSoft};
  border-top-color: ${({ theme }) => theme.palette.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
