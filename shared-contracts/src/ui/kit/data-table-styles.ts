import styled from 'styled-components';
import { tableCardBreakpoint } from '@lesson-planner/shared-contracts/theme';
import { rowsAsCards, tableCells } from './table-cards';

/** Measures the width the table has, so it turns into cards in a narrow column too. */
export const Frame = styled.div`
  container: data-table / inline-size;
  min-width: 0;
  overflow-x: auto;
`;

export const CellLabel = styled.span`
  display: none;
`;

export const CellValue = styled.span`
  display: block;
  min-width: 0;
`;

export const Table = styled.table`
  ${tableCells}
  th,
  td {
    vertical-align: middle;
  }
  thead th {
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  tbody th {
    font-weight: 600;
  }
  /* Codes, dates, numbers, types: as wide as their content, never wrapped. */
  [data-width='short'] {
    white-space: nowrap;
    width: 1%;
  }
  /* Names and titles share what is left and end in an ellipsis; the full text is in the
     cell's title. max-width: 0 keeps an unbroken string from widening the table. */
  [data-width='long'] {
    max-width: 0;
  }
  [data-width='long'] > ${CellValue} {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Read in full: wraps between words; an unbroken string breaks only where it cannot fit,
     and max-width: 0 keeps it from widening the table. */
  [data-width='prose'] {
    max-width: 0;
    overflow-wrap: break-word;
  }
  [data-actions] {
    width: 1%;
    white-space: nowrap;
    text-align: end;
  }

  ${rowsAsCards('data-table')}
  @container data-table (max-width: ${tableCardBreakpoint}px) {
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      column-gap: ${({ theme }) => theme.space(2)};
    }
    th,
    td {
      grid-column: 1 / -1;
      padding: 2px 0;
      min-width: 0;
    }
    /* As specific as the table's column widths above, and later, so a card's cells take the
       card's width (a 1% or 0 width left them a letter wide). */
    [data-width],
    [data-actions] {
      width: auto;
      max-width: none;
    }
    tbody th {
      grid-column: 1;
      grid-row: 1;
      font-size: ${({ theme }) => theme.type.body};
    }
    [data-actions] {
      grid-column: 2;
      grid-row: 1;
    }
    td[data-width] {
      display: flex;
      gap: ${({ theme }) => theme.space(2)};
      white-space: normal;
    }
    /* A paragraph or a list reads under its label, with the card's whole width. */
    td[data-width='prose'] {
      flex-direction: column;
      gap: 0;
    }
    ${CellLabel} {
      display: inline;
      flex: none;
      color: ${({ theme }) => theme.palette.textMuted};
      &::after {
        content: ':';
      }
    }
    [data-width] > ${CellValue} {
      flex: 1;
      overflow: visible;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    /* A card leaves out a line with nothing to say (a lesson with no status). */
    td[data-width]:has(> ${CellValue}:empty) {
      display: none;
    }
  }
`;
