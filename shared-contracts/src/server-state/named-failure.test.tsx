// A query several areas read fails with the store's error; each reader names it in its own terms.
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useNamedFailure } from './named-failure';

class AreaFailure extends Error {}
const asArea = (error: unknown) => new AreaFailure(`area: ${(error as Error).message}`);

it('gives the reader the failure in its terms, the same one on every render, and leaves success alone', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let fail = true;
  const { result, rerender } = renderHook(
    () =>
      useNamedFailure(
        useQuery({
          queryKey: ['shared'],
          queryFn: async () => {
            if (fail) throw new Error('permission-denied');
            return 'teams';
          },
        }),
        asArea,
      ),
    { wrapper },
  );
  await waitFor(() => expect(result.current.isError).toBe(true));
  const named = result.current.error;
  expect(named).toBeInstanceOf(AreaFailure);
  expect(named?.message).toBe('area: permission-denied');
  rerender();
  expect(result.current.error).toBe(named);

  fail = false;
  await result.current.refetch();
  await waitFor(() => expect(result.current.data).toBe('teams'));
  expect(result.current.error).toBeNull();
});
