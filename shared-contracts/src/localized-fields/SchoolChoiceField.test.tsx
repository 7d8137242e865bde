// Subject and grade as translated choices: a code is chosen from the list in the interface
// language and stored as the code; "other" keeps free text; a value saved as free text before
// the list existed opens as "other" with its text.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { SchoolChoiceField } from './SchoolChoiceField';

function Harness({
  initial,
  locale,
  kind = 'subject' as const,
}: {
  initial: string;
  locale: string;
  kind?: 'subject' | 'grade';
}) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders>
      <SchoolChoiceField
        kind={kind}
        label="Subject"
        value={value}
        onChange={setValue}
        locale={locale}
      />
      <output>{`stored:${value}`}</output>
    </AppProviders>
  );
}

// Opening a list box in jsdom is slow on a shared machine.
jest.setTimeout(20_000);

const stored = () => screen.getByText(/^stored:/).textContent;

it('offers the subjects in Thai and stores the chosen code', async () => {
  const user = userEvent.setup();
  render(<Harness initial="" locale="th" />);
  await user.click(screen.getByRole('button', { name: /Subject/ }));
  await user.click(await screen.findByRole('option', { name: 'วิทยาศาสตร์' }));
  expect(stored()).toBe('stored:science');
  expect(screen.getByRole('button', { name: /Subject/ })).toHaveTextContent('วิทยาศาสตร์');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('shows a stored code translated, and a grade as the country counts it', () => {
  render(<Harness initial="grade-7" locale="lo" kind="grade" />);
  expect(screen.getByRole('button', { name: /Subject/ })).toHaveTextContent('ມ.2');
});

it('keeps legacy free text as "other", editable as typed', async () => {
  const user = userEvent.setup();
  render(<Harness initial="Robotics club" locale="en" />);
  expect(screen.getByRole('button', { name: /Subject/ })).toHaveTextContent('Other (type it)');
  const other = screen.getByRole('textbox', { name: 'Subject: Other (type it)' });
  expect(other).toHaveValue('Robotics club');
  await user.type(other, ' 2');
  expect(stored()).toBe('stored:Robotics club 2');
});

it('opens an empty text field when "other" is chosen over a code, and clears with "not set"', async () => {
  const user = userEvent.setup();
  render(<Harness initial="mathematics" locale="en" />);
  await user.click(screen.getByRole('button', { name: /Subject/ }));
  await user.click(await screen.findByRole('option', { name: 'Other (type it)' }));
  expect(stored()).toBe('stored:');
  await user.type(screen.getByRole('textbox', { name: /Other/ }), 'Drama');
  expect(stored()).toBe('stored:Drama');
  await user.click(screen.getByRole('button', { name: /Subject/ }));
  await user.click(await screen.findByRole('option', { name: 'Not set' }));
  expect(stored()).toBe('stored:');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
