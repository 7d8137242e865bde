import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyticRubric } from '../../../test-utils/rubric-drafts';
import { renderWithI18n, withProviders } from '../../../test-utils/render-with-i18n';
import { ScoringView } from './ScoringView';

const criterion = (id: string, title: string, weight = 1) => ({
  id,
  title,
  description: '',
  weight,
  points: 1,
  standards: [],
  descriptors: [`${title}: beginning`, `${title}: developing`, `${title}: proficient`, ''],
});

const rubric = analyticRubric({
  criteria: [criterion('a', 'Food chain', 2), criterion('b', 'Labels')],
});

describe('ScoringView on an analytic rubric', () => {
  it('scores by choosing the cells of the grid, each named by its descriptor', async () => {
    await renderWithI18n(withProviders(<ScoringView rubric={rubric} />));
    const foodChain = screen.getByRole('radiogroup', { name: 'Food chain (weight ×2)' });
    await userEvent.click(within(foodChain).getByRole('radio', { name: /Food chain: proficient/ }));
    // A cell without a descriptor is named by its level.
    const labels = screen.getByRole('radiogroup', { name: 'Labels' });
    await userEvent.click(within(labels).getByRole('radio', { name: /^Exemplary/ }));
    // 3×2 + 4 of 4×2 + 4.
    expect(screen.getByText('Total: 10 of 12')).toBeInTheDocument();
    expect(within(foodChain).getByRole('radio', { name: /Food chain: proficient/ })).toBeChecked();
  });

  it('moves between the cells of a row with the arrow keys', async () => {
    await renderWithI18n(withProviders(<ScoringView rubric={rubric} />));
    const labels = screen.getByRole('radiogroup', { name: 'Labels' });
    await userEvent.click(within(labels).getByRole('radio', { name: /Labels: developing/ }));
    // High to low: the next cell to the right is the level below.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(labels).getByRole('radio', { name: /Labels: beginning/ })).toBeChecked();
    expect(screen.getByText('Total: 1 of 12')).toBeInTheDocument();
  });
});
