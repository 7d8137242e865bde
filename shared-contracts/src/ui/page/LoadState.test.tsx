// LoadState: a read's loading, failure (with retry), empty and loaded states, from a result
// shaped like TanStack Query's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { LoadState, type LoadResult } from './index';

beforeAll(async () => {
  if (i18n.isInitialized) return;
  const common = path.resolve(__dirname, '../../../../shell/public/locales/en/common.json');
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: JSON.parse(readFileSync(common, 'utf8')) } },
  });
});

function Names({
  result,
  onRetry,
}: {
  result: LoadResult<string[], string>;
  onRetry?: () => void;
}) {
  return (
    <AppProviders>
      <LoadState
        result={result}
        loading="Reading names"
        failure={(error) => <p role="alert">{error}</p>}
        onRetry={onRetry}
        isEmpty={(names) => names.length === 0}
        empty={<p>No names yet</p>}
      >
        {(names) => <p>{names.join(', ')}</p>}
      </LoadState>
    </AppProviders>
  );
}

it('announces the read while it runs, pending or with neither data nor error', async () => {
  const { rerender } = render(<Names result={{ isPending: true, data: ['stale'] }} />);
  expect(await screen.findByRole('status')).toHaveTextContent('Reading names');
  rerender(<Names result={{ data: null, error: null }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Reading names');
});

it('shows the failure in the caller’s words with a retry that reads again', async () => {
  const onRetry = jest.fn();
  render(<Names result={{ data: null, error: 'Offline' }} onRetry={onRetry} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Offline');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('shows the empty state for nothing to show, else the data', async () => {
  const { rerender } = render(<Names result={{ data: [] }} />);
  expect(await screen.findByText('No names yet')).toBeInTheDocument();
  rerender(<Names result={{ data: ['Malee', 'Li Wei'] }} />);
  expect(screen.getByText('Malee, Li Wei')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
