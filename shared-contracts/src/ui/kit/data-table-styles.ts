import styled from 'styled-components';
import { tableCardBreakpoint } from '@lesson-planner/shared-contracts/theme';

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
  width: 100%;
  border-collapse: collapse;
  caption {
    padding-bottom: ${({ theme }) => theme.space(2)};
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    white-space: nowrap;
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

  @container data-table (max-width: ${tableCardBreakpoint}px) {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    /* A block table gives a table caption no width of its own: it would wrap word by word. */
    caption {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      column-gap: ${({ theme }) => theme.space(2)};
      margin-bottom: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.palette.border};
      border-radius: ${({ theme }) => theme.radii.card};
      background: ${({ theme }) => theme.palette.surface};
    }
    th,
    td {
      grid-column: 1 / -1;
      padding: 2px 0;
      border: 0;
      min-width: 0;
    }
    /* As specific as the table's column widths above, and later, so a card's cells take the
       card's width (a 1% or 0 width left them a letter wide). */
    [data-width],
    [data-actions] {
      width: auto;
      max-width: none;
    }
    /* As specific as the table's column widths (1%, 0), which would squeeze a card's lines to
       a letter each. */
    [data-width] {
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
