import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { LoadingScreen } from './LoadingScreen';

describe('loading screen', () => {
  it('shows the product name and the word Loading as a status', async () => {
    await renderWithProviders(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Lesson Planner');
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lesson Planner');
  });

  it('is translated', async () => {
    await renderWithProviders(<LoadingScreen />, { language: 'th' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('วางแผนการสอน');
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading');
  });
});
