import styled from 'styled-components';

/**
 * A calendar's grid (a month of dates, a week of meetings): equal columns whatever their
 * content, every cell boxed, its content from the top.
 */
export const CalendarGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.palette.border};
    padding: ${({ theme }) => theme.space(1)};
    vertical-align: top;
  }
`;
