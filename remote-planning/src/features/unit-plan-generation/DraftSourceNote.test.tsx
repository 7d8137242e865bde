import { screen } from '@testing-library/react';
import { renderWithI18n, withProviders } from '../../test-utils/render-with-i18n';
import { DraftSourceNote } from './DraftSourceNote';

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
