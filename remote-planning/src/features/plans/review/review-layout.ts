// The look the review's cards share: a heading beside the status, and the leader's reason.
import styled from 'styled-components';

/** A card's heading with the plan's status badge beside it, wrapping on a phone. */
export const ReviewCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

/** The leader's reason for changes, quoted as they wrote it (line breaks kept). */
export const Reason = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.palette.accent};
  background: ${({ theme }) => theme.palette.accentSoft};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
