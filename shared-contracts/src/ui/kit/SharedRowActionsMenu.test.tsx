// The one actions menu of a grid: each row's "⋯" (the browser's own button) opens it beside
// itself with that row's actions, as a menu button would, and gets the focus back.
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { RowActionsButton, SharedRowActionsMenu, type RowActionsRequest } from './index';

function Grid({ onAction }: { onAction: (row: string, action: string) => void }) {
  const [request, setRequest] = useState<RowActionsRequest | null>(null);
  const rows = ['Lesson 1', 'Lesson 2'];
  return (
    <>
      {rows.map((row) => (
        <RowActionsButton
          key={row}
          compact
          label={`More for ${row}`}
          onOpen={(trigger, fromKeyboard) =>
            setRequest({
              trigger,
              fromKeyboard,
              label: `More for ${row}`,
              actions: [
                { id: 'open', label: 'Open lesson', onAction: () => onAction(row, 'open') },
                {
                  id: 'move',
                  label: 'Move',
                  onAction: () => onAction(row, 'move'),
                  disabled: true,
                },
              ],
            })
          }
        />
      ))}
      <SharedRowActionsMenu request={request} onClose={() => setRequest(null)} />
    </>
  );
}

it("opens the grid's one menu for the row pressed, and runs that row's action", async () => {
  const user = userEvent.setup();
  const onAction = jest.fn();
  render(
    <AppProviders>
      <Grid onAction={onAction} />
    </AppProviders>,
  );
  const second = screen.getByRole('button', { name: 'More for Lesson 2' });
  expect(second).toHaveAttribute('aria-haspopup', 'menu');
  expect(second).not.toHaveAttribute('aria-expanded');
  await user.click(second);
  expect(screen.getByRole('menu', { name: 'More for Lesson 2' })).toBeInTheDocument();
  expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitem', { name: 'Move' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('menuitem', { name: 'Open lesson' }));
  expect(onAction).toHaveBeenCalledWith('Lesson 2', 'open');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(second).not.toHaveAttribute('aria-expanded');
});

it('opened from the keyboard, takes the focus; Escape gives it back', async () => {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <Grid onAction={jest.fn()} />
    </AppProviders>,
  );
  const first = screen.getByRole('button', { name: 'More for Lesson 1' });
  first.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'More for Lesson 1' });
  // The menu holds the focus (its first item once the collection is built).
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await waitFor(() => expect(first).toHaveFocus());
});
