import styled from 'styled-components';

/**
 * The facts of a record as a description list: terms in a column of their own beside their
 * details. `$preWrap` keeps the line breaks a person typed in the details.
 */
export const DetailList = styled.dl<{ $preWrap?: boolean }>`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: ${({ $preWrap }) => ($preWrap ? 'pre-wrap' : 'normal')};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;
