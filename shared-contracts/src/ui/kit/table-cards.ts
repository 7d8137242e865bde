// What the kit's two tables share: DataTable (lists, one line a cell) and StackingTable (prose
// and inputs). Each adds its own cell widths and card layout.
import { css } from 'styled-components';
import { tableCardBreakpoint } from '@lesson-planner/shared-contracts/theme';

/** A table's frame and cells: the full width, a rule under each row, text from the start. */
export const tableCells = css`
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
  }
  /* Headers are short names: never split, not even between Thai words. */
  thead th {
    white-space: nowrap;
  }
`;

/**
 * Where the container named `container` is narrower than a table fits: each row a card, the
 * header row hidden but still read (each cell names its column instead).
 */
export const rowsAsCards = (container: string) => css`
  @container ${container} (max-width: ${tableCardBreakpoint}px) {
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
      margin-bottom: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.palette.border};
      border-radius: ${({ theme }) => theme.radii.card};
      background: ${({ theme }) => theme.palette.surface};
    }
    th,
    td {
      border: 0;
    }
  }
`;
