import styled from 'styled-components';

/** A section's heading with its secondary action beside it (under it when there is no room). */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
  }
`;
