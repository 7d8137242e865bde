// A table whose cells hold prose or inputs (a rubric's criteria × levels, a template's
// periods): a grid where it has room, one card per row where it has not (each cell under its
// column's name), as the kit's DataTable does for lists. The kit's DataTable truncates long
// cells to one line, which a rubric's descriptors or a row of inputs cannot be.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tableCardBreakpoint } from '@lesson-planner/shared-contracts/theme';

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
  /* Headers are short names: never split, not even between Thai words. */
  thead th {
    white-space: nowrap;
  }

  @container stacking-table (max-width: ${tableCardBreakpoint}px) {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
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
      display: flex;
      flex-direction: column;
      margin-bottom: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.palette.border};
      border-radius: ${({ theme }) => theme.radii.card};
      background: ${({ theme }) => theme.palette.surface};
    }
    th,
    td {
      padding: ${({ theme }) => theme.space(1)} 0;
      border: 0;
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
