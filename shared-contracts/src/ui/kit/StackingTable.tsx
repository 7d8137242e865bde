// A table whose cells hold prose or inputs (a rubric's criteria × levels, a template's
// periods): a grid where it has room, one card per row where it has not (each cell under its
// column's name), as the kit's DataTable does for lists. The kit's DataTable truncates long
// cells to one line, which a rubric's descriptors or a row of inputs cannot be.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tableCardBreakpoint } from '@lesson-planner/shared-contracts/theme';
import { rowsAsCards, tableCells } from './table-cards';

/** Measures the width the table has, so it becomes cards in a narrow column too. */
export const StackingFrame = styled.div`
  container: stacking-table / inline-size;
  min-width: 0;
  overflow-x: auto;
`;

const ColumnName = styled.span`
  display: none;
`;

export const StackingTable = styled.table`
  ${tableCells}
  th,
  td {
    vertical-align: top;
  }

  ${rowsAsCards('stacking-table')}
  @container stacking-table (max-width: ${tableCardBreakpoint}px) {
    tr {
      display: flex;
      flex-direction: column;
    }
    th,
    td {
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    /* The row's header heads its card, also where it sits between columns (single point). */
    tbody th {
      order: -1;
    }
    ${ColumnName} {
      display: block;
      font-weight: 600;
      color: ${({ theme }) => theme.palette.textMuted};
      font-size: ${({ theme }) => theme.type.small};
    }
  }
`;

/** A cell that names its column when the row is a card (the header row is hidden then). */
export function StackingCell({ column, children }: { column: string; children?: ReactNode }) {
  return (
    <td>
      <ColumnName aria-hidden="true">{column}</ColumnName>
      {children}
    </td>
  );
}
