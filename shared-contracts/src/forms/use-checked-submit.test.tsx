// A record's form and its checked submit: nothing is saved while a field is at fault, and the
// first one takes the focus; a failed save takes the focus to its message, the draft kept.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { RecordForm, useCheckedSubmit } from './index';

function NameForm({ onSave }: { onSave: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [failed, setFailed] = useState(false);
  const form = useCheckedSubmit({
    draft: name,
    isValid: (draft) => draft.trim() !== '',
    busy: false,
    onSubmit: async (draft) => {
      const saved = await onSave(draft);
      setFailed(!saved);
      return saved;
    },
  });
  return (
    <RecordForm
      form={form}
      failure={failed && 'Not saved'}
      busy={false}
      busyLabel="Saving"
      submitLabel="Save"
      cancelLabel="Cancel"
    >
      <TextField label="Notes" />
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.checked && !name.trim() ? 'Give a name' : null}
      />
    </RecordForm>
  );
}

it('saves nothing while a field is at fault, and focuses the first one', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn(async () => true);
  render(
    <AppProviders>
      <NameForm onSave={onSave} />
    </AppProviders>,
  );

  // No error shows before the first submit.
  expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(onSave).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  expect(screen.getByText('Give a name')).toBeInTheDocument();
  // From then on the error follows what is typed.
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  expect(screen.queryByText('Give a name')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith('Ada');
});

it('focuses the failure after a save that fails, keeping what was typed', async () => {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <NameForm onSave={async () => false} />
    </AppProviders>,
  );

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Not saved')).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
});
