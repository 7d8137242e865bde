// The note under every draft: what wrote it and what the server charged for it.
import { screen } from '@testing-library/react';
import { renderWithI18n, withProviders } from '../../test-utils/render-with-i18n';
import { DraftSourceNote } from './DraftSourceNote';

const usage = { promptTokens: 1500, completionTokens: 470, totalTokens: 1970 };

it('says an offline draft came from the built-in template and what it was charged', async () => {
  await renderWithI18n(
    <DraftSourceNote result={{ usage, provider: 'offline', model: 'offline-draft-1' }} />,
  );
  expect(
    screen.getByText('Offline draft — written by the built-in template, not an AI model.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      "Charged to your team's allowance: 1,970 tokens, counted as if a model had written it, so the allowance works the same with every provider.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/This draft used/)).not.toBeInTheDocument();
});

it('names the model of an AI draft and the tokens it used', async () => {
  await renderWithI18n(
    <DraftSourceNote result={{ usage, provider: 'gemini', model: 'gemini-2.5-flash' }} />,
  );
  expect(
    screen.getByText('AI draft written by gemini-2.5-flash. Check every detail before you save.'),
  ).toBeInTheDocument();
  expect(screen.getByText("This draft used 1,970 of your team's tokens.")).toBeInTheDocument();
});

const result = {
  usage: { promptTokens: 900, completionTokens: 300, totalTokens: 1200 },
  provider: 'gemini' as const,
  model: 'gemini-2.5-flash',
};

describe('DraftSourceNote', () => {
  it('says how many suggested standards were left out, in the plural that fits', async () => {
    const { rerender } = await renderWithI18n(
      <DraftSourceNote result={{ ...result, droppedStandards: 2 }} />,
    );
    expect(
      screen.getByText('2 suggested standards were not in your frameworks and were left out.'),
    ).toBeInTheDocument();
    rerender(withProviders(<DraftSourceNote result={{ ...result, droppedStandards: 1 }} />));
    expect(
      screen.getByText('1 suggested standard was not in your frameworks and was left out.'),
    ).toBeInTheDocument();
  });

  it('says nothing about standards when none were left out', async () => {
    await renderWithI18n(<DraftSourceNote result={{ ...result, droppedStandards: 0 }} />);
    expect(screen.queryByText(/left out/)).not.toBeInTheDocument();
  });
});
