import type { ReactNode } from 'react';
import { VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';
import { CellLabel, CellValue, Frame, Table } from './data-table-styles';

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * 'short' (codes, dates, types) never wraps; 'long' (names, titles) takes the width left
   * and ends in an ellipsis, its full text in a tooltip (`text`); 'prose' (descriptions,
   * lists of links, read in full) takes the width left and wraps between words.
   */
  width: 'short' | 'long' | 'prose';
  /** The cell's full text, for the tooltip of a truncated cell. */
  text?: (row: Row) => string;
}

export type DataTableActions<Row> = {
  /** The header of the menu column, for screen readers ("Actions"). */
  header: string;
} & (
  | {
      /** The menu button's name, after its row ("Actions: Food web poster"). */
      menuLabel: (row: Row) => string;
      items: (row: Row) => RowAction[];
    }
  | {
      /** A row's one action in place of a menu (an icon button named after its row). */
      control: (row: Row) => ReactNode;
    }
);

/**
 * A list of records with its columns as data. A cell never breaks a word: short columns stay
 * on one line and long ones truncate. Where the table has less than 640 px (a phone, a side
 * column) each row becomes a card of "label: value" lines with its ⋯ menu.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader,
  actions,
  rowData,
  showCaption = false,
}: {
  caption: string;
  /** One table of several (a strand's standards): its caption is its visible title. */
  showCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column that names each row: its header cell, and the title of its card. */
  rowHeader: string;
  actions?: DataTableActions<Row>;
  /** data-* attributes of each row, for what reads the table (tests, print). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
}) {
  return (
    <Frame>
      <Table>
        <caption>{showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" data-width={column.width}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" data-actions="">
                <VisuallyHidden>{actions.header}</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => {
                const value = (
                  <CellValue title={column.width === 'long' ? column.text?.(row) : undefined}>
                    {column.cell(row)}
                  </CellValue>
                );
                return column.id === rowHeader ? (
                  <th key={column.id} scope="row" data-width={column.width}>
                    {value}
                  </th>
                ) : (
                  <td key={column.id} data-width={column.width}>
                    <CellLabel aria-hidden="true">{column.header}</CellLabel>
                    {value}
                  </td>
                );
              })}
              {actions && (
                <td data-actions="">
                  {'control' in actions ? (
                    actions.control(row)
                  ) : (
                    <RowActionsMenu label={actions.menuLabel(row)} actions={actions.items(row)} />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
