// The kit's form controls, tabs and dialog: labels tied to their controls, errors announced,
// segmented tabs with arrow keys, a dialog that holds the focus and gives it back.
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, Button } from '@lesson-planner/shared-contracts/ui';
import { Select, TextArea, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { Dialog, IconButton, Tab, TabList, TabPanel, Tabs } from './index';

const withProviders = (ui: React.ReactElement) => render(<AppProviders>{ui}</AppProviders>);

function ControlledTextArea() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Descriptor"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value ? null : 'Required'}
    />
  );
}

it('ties a text field and a text area to their labels and errors', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  withProviders(
    <>
      <TextField
        label="Title"
        value=""
        onChange={(event) => onChange(event.target.value)}
        hint="As students see it"
      />
      <ControlledTextArea />
    </>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'a');
  expect(onChange).toHaveBeenCalledWith('a');
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    'As students see it',
  );
  const area = screen.getByRole('textbox', { name: 'Descriptor' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('aria-invalid', 'true');
  expect(area).toHaveAccessibleDescription('Required');
  await user.type(area, 'Names the parts');
  expect(area).not.toHaveAttribute('aria-invalid');
});

it("leaves a text area's growth to the browser where it sizes fields to their content", async () => {
  const user = userEvent.setup();
  // jsdom has no CSS.supports: first a browser without field-sizing, then one with it.
  const { unmount } = withProviders(<ControlledTextArea />);
  await user.type(screen.getByRole('textbox', { name: 'Descriptor' }), 'a');
  expect(screen.getByRole('textbox', { name: 'Descriptor' }).style.height).not.toBe('');
  unmount();
  const supports = jest.fn(
    (property: string, value?: string) => property === 'field-sizing' && value === 'content',
  );
  const original = Object.getOwnPropertyDescriptor(window, 'CSS');
  Object.defineProperty(window, 'CSS', {
    value: { ...window.CSS, supports },
    configurable: true,
    writable: true,
  });
  try {
    withProviders(<ControlledTextArea />);
    await user.type(screen.getByRole('textbox', { name: 'Descriptor' }), 'a');
    // Measuring would force a layout of the page for each text area drawn.
    expect(screen.getByRole('textbox', { name: 'Descriptor' }).style.height).toBe('');
  } finally {
    if (original) Object.defineProperty(window, 'CSS', original);
    else Reflect.deleteProperty(window, 'CSS');
  }
});

it('chooses from a native select, labelled and described, the empty "all" value included', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  withProviders(
    <Select
      label="Type"
      value=""
      hint="Of the rubric"
      error="Choose one"
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: 'All' },
        { value: 'analytic', label: 'Analytic' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Type' });
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Of the rubric Choose one');
  await user.selectOptions(select, 'Analytic');
  expect(onChange).toHaveBeenCalledWith('analytic');
});

it('moves between segmented tabs with the arrow keys', async () => {
  const user = userEvent.setup();
  withProviders(
    <Tabs>
      <TabList aria-label="Rubric view">
        <Tab id="table">Table</Tab>
        <Tab id="cards">Cards</Tab>
      </TabList>
      <TabPanel id="table">The grid</TabPanel>
      <TabPanel id="cards">The cards</TabPanel>
    </Tabs>,
  );
  expect(screen.getByRole('tabpanel')).toHaveTextContent('The grid');
  await user.click(screen.getByRole('tab', { name: 'Table' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Cards' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('The cards');
});

function DialogExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete…</Button>
      <Dialog title="Delete this rubric?" role="alertdialog" isOpen={open} onOpenChange={setOpen}>
        <p>It cannot be undone.</p>
        <Button $variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Dialog>
    </>
  );
}

it('opens a dialog that Escape closes, giving the focus back to its opener', async () => {
  const user = userEvent.setup();
  withProviders(<DialogExample />);
  const opener = screen.getByRole('button', { name: 'Delete…' });
  await user.click(opener);
  expect(screen.getByRole('alertdialog', { name: 'Delete this rubric?' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  // React Aria gives the focus back on the next frame.
  await waitFor(() => expect(opener).toHaveFocus());
});

it('names an icon button by its label', () => {
  withProviders(<IconButton icon="M0 0h24v24H0z" label="Print rubric" />);
  expect(screen.getByRole('button', { name: 'Print rubric' })).toBeInTheDocument();
});
