// The experience draft's language: the interface language unless the teacher picks another,
// and the one picked is what the callable is asked for. generateDraft is mocked.
import type { ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateDraft } from '../../api/generate-draft';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import { ExperienceDraftPanel } from './ExperienceDraftPanel';

jest.mock('../../api/generate-draft', () => ({ generateDraft: jest.fn() }));

const base: ComponentProps<typeof ExperienceDraftPanel>['base'] = {
  task: 'experience',
  teamId: 't1',
  experienceId: null,
  unitId: null,
  type: 'investigation',
  subject: 'Science',
  grade: '5',
  duration: { amount: 50, unit: 'minutes' },
  standards: [],
  experience: null,
  stepIndex: null,
};

beforeEach(() =>
  jest
    .mocked(generateDraft)
    .mockReset()
    .mockReturnValue(new Promise(() => {})),
);

async function renderPanel() {
  await renderWithI18n(
    <ExperienceDraftPanel base={base} initialIdea="Pond dip" onDraft={jest.fn()} />,
  );
  return userEvent.setup();
}

it('drafts in the interface language unless another is chosen', async () => {
  const user = await renderPanel();
  const language = screen.getByRole('combobox', { name: 'Language of the draft' });
  expect(language).toHaveValue('en');
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  expect(generateDraft).toHaveBeenLastCalledWith(
    expect.objectContaining({ task: 'experience', idea: 'Pond dip', language: 'en' }),
    expect.anything(),
  );
});

it('sends the language the teacher chose, with their instructions', async () => {
  const user = await renderPanel();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the draft' }), 'th');
  await user.type(
    screen.getByRole('textbox', { name: 'Instructions (optional)' }),
    'Use local plants',
  );
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  expect(generateDraft).toHaveBeenCalledWith(
    expect.objectContaining({ language: 'th', instructions: 'Use local plants', mode: 'draft' }),
    expect.anything(),
  );
});
