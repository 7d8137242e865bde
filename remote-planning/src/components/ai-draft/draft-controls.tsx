// The panels' own blocks, styled like the shared form fields.
import styled from 'styled-components';

/** Groups the form's controls so they can be disabled together while a draft is running. */
export const PlainFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Where the draft came from and what it cost, set apart from the lessons themselves. */
export const SourceNote = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.palette.accent};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  p {
    margin: 0;
  }
`;
