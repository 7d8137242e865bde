// The forced refresh on the page's return: the teams area's data on screen is read again only
// once it is older than an hour.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshLongStale } from './long-stale';

const HOUR = 60 * 60 * 1000;

it('reads again what is shown and older than an hour, and nothing else', async () => {
  const client = new QueryClient();
  const read = jest.fn(async () => 'logs');
  const other = jest.fn(async () => 'units');
  const shown = (queryKey: string[], queryFn: () => Promise<string>) =>
    new QueryObserver(client, { queryKey, queryFn, staleTime: Infinity }).subscribe(() => {});
  const stops = [shown(['teams', 't1', 'limitLogs'], read), shown(['units', 'mine'], other)];
  await client.refetchQueries();
  const readAt = client.getQueryState(['teams', 't1', 'limitLogs'])!.dataUpdatedAt;
  read.mockClear();
  other.mockClear();

  await refreshLongStale(client, readAt + HOUR - 1);
  expect(read).not.toHaveBeenCalled();

  await refreshLongStale(client, readAt + HOUR + 1);
  expect(read).toHaveBeenCalledTimes(1);
  expect(other).not.toHaveBeenCalled();
  for (const stop of stops) stop();
  client.clear();
});
