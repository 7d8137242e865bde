// The kit's data table: columns as data, a row header, truncated long cells with their full
// text, the card labels for narrow widths, and the row's ⋯ menu (React Aria).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { DataTable, type DataColumn } from './index';

interface Rubric {
  id: string;
  title: string;
  type: string;
}

const rows: Rubric[] = [
  { id: 'r1', title: 'Yarn web: participation checklist', type: 'Checklist' },
  { id: 'r2', title: 'W'.repeat(300), type: 'Analytic' },
];

const columns: DataColumn<Rubric>[] = [
  { id: 'title', header: 'Title', width: 'long', cell: (r) => r.title, text: (r) => r.title },
  { id: 'type', header: 'Type', width: 'short', cell: (r) => r.type },
];

function renderTable(onDuplicate = jest.fn(), onDelete = jest.fn()) {
  render(
    <AppProviders>
      <DataTable
        caption="Rubrics"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowHeader="title"
        actions={{
          header: 'Actions',
          menuLabel: (r) => `Actions: ${r.title}`,
          items: (r) => [
            { id: 'duplicate', label: 'Duplicate', onAction: () => onDuplicate(r.id) },
            { id: 'delete', label: 'Delete', danger: true, onAction: () => onDelete(r.id) },
          ],
        }}
      />
    </AppProviders>,
  );
  return { onDuplicate, onDelete };
}

it('names each row by its header cell and marks short and long columns', () => {
  renderTable();
  const table = screen.getByRole('table', { name: 'Rubrics' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Title', 'Type', 'Actions']);
  const header = screen.getByRole('rowheader', { name: /^Yarn web/ });
  expect(header).toHaveAttribute('data-width', 'long');
  // The full text of a truncated cell is its tooltip.
  expect(within(header).getByTitle('Yarn web: participation checklist')).toBeInTheDocument();
  const typeCell = screen.getByRole('cell', { name: 'Checklist' });
  expect(typeCell).toHaveAttribute('data-width', 'short');
  // The card's "Type:" label is for sight only: the column header already names the cell.
  expect(within(typeCell).getByText('Type')).toHaveAttribute('aria-hidden', 'true');
});

it('keeps the row actions in a ⋯ menu named after the row', async () => {
  const user = userEvent.setup();
  const { onDuplicate, onDelete } = renderTable();
  // No long "Duplicate …" buttons in the row.
  expect(screen.queryByRole('button', { name: /^Duplicate/ })).not.toBeInTheDocument();
  await user.click(
    screen.getByRole('button', { name: 'Actions: Yarn web: participation checklist' }),
  );
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Duplicate', 'Delete']);
  await user.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
  expect(onDuplicate).toHaveBeenCalledWith('r1');
  expect(onDelete).not.toHaveBeenCalled();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('opens the menu from the keyboard and closes it with Escape', async () => {
  const user = userEvent.setup();
  renderTable();
  const trigger = screen.getByRole('button', { name: `Actions: ${'W'.repeat(300)}` });
  trigger.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  // React Aria gives the focus back on the next frame.
  await waitFor(() => expect(trigger).toHaveFocus());
});

it('shows the caption of one table of several, and marks prose cells, which wrap and keep no tooltip', () => {
  interface Standard {
    code: string;
    description: string;
  }
  render(
    <AppProviders>
      <DataTable<Standard>
        caption="Life Science"
        showCaption
        columns={[
          { id: 'code', header: 'Code', width: 'short', cell: (s) => s.code },
          { id: 'description', header: 'Description', width: 'prose', cell: (s) => s.description },
        ]}
        rows={[{ code: 'SC5.1', description: 'Describe how plants make their food' }]}
        rowKey={(s) => s.code}
        rowHeader="code"
      />
    </AppProviders>,
  );
  const table = screen.getByRole('table', { name: 'Life Science' });
  // Visible: the caption is the table's title, not a hidden name.
  expect(table.querySelector('caption')?.firstElementChild).toBeNull();
  const description = within(table).getByRole('cell', { name: /^Describe how plants/ });
  expect(description).toHaveAttribute('data-width', 'prose');
  expect(description.querySelector('[title]')).toBeNull();
});
