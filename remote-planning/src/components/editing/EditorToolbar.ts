import styled from 'styled-components';

/**
 * An editor's top row: its save status at the left, its AI button (and save) at the right, the
 * same on every editor so a teacher finds them in one place.
 */
export const EditorToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  > p {
    margin: 0;
  }
`;
