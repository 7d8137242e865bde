import styled from 'styled-components';

/** A plain table for lists of records: readable at every width (it scrolls, not squeezes). */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: start;
    vertical-align: top;
  }
  caption {
    text-align: start;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
