// The load-and-retry hook of the pages that read one resource: results of requests that
// no longer matter are dropped, a retry reads again, and a rejection becomes a failure code.
import { act, renderHook } from '@testing-library/react';
import { useRetryableLoad } from './use-retryable-load';

type Failure = 'network' | 'unknown';

const toFailure = (error: unknown): Failure =>
  error instanceof Error && error.message === 'offline' ? 'network' : 'unknown';

/** A load whose every call waits until the test settles it. */
function controlledLoad() {
  const calls: Array<{
    id: string;
    attempt: number;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }> = [];
  const load = (id: string, attempt: number) =>
    new Promise<string>((resolve, reject) => calls.push({ id, attempt, resolve, reject }));
  const call = (index: number) => {
    const made = calls[index];
    if (!made) throw new Error(`load was called ${calls.length} times, not ${index + 1}`);
    return made;
  };
  return { calls, call, load };
}

const renderLoad = (load: (id: string, attempt: number) => Promise<string>, id = 'a') =>
  renderHook(
    ({ id: current }) =>
      useRetryableLoad((attempt) => load(current, attempt), [current], toFailure),
    { initialProps: { id } },
  );

it('gives the loaded data once the load resolves', async () => {
  const { call, load } = controlledLoad();
  const { result } = renderLoad(load);
  expect(result.current).toMatchObject({ data: null, failure: null });

  await act(async () => call(0).resolve('A'));
  expect(result.current).toMatchObject({ data: 'A', failure: null });
});

it('maps a rejection to a failure code', async () => {
  const { call, load } = controlledLoad();
  const { result } = renderLoad(load);

  await act(async () => call(0).reject(new Error('offline')));
  expect(result.current).toMatchObject({ data: null, failure: 'network' });
});

it('ignores the result of a request made for earlier deps', async () => {
  const { calls, call, load } = controlledLoad();
  const { result, rerender } = renderLoad(load);
  await act(async () => call(0).resolve('A'));

  rerender({ id: 'b' });
  // What was read for "a" is not shown under "b" while "b" loads…
  expect(result.current).toMatchObject({ data: null, failure: null });
  rerender({ id: 'c' });
  await act(async () => call(2).resolve('C'));
  // …and "b", answered last, does not replace "c".
  await act(async () => call(1).resolve('B'));
  expect(calls.map((made) => made.id)).toEqual(['a', 'b', 'c']);
  expect(result.current).toMatchObject({ data: 'C', failure: null });
});

it('reads again on retry, telling the load it is a retry', async () => {
  const { calls, call, load } = controlledLoad();
  const { result } = renderLoad(load);
  await act(async () => call(0).reject(new Error('boom')));
  expect(result.current.failure).toBe('unknown');

  act(() => result.current.retry());
  expect(result.current).toMatchObject({ data: null, failure: null });
  await act(async () => call(1).resolve('A again'));
  expect(calls.map((made) => made.attempt)).toEqual([0, 1]);
  expect(result.current).toMatchObject({ data: 'A again', failure: null });
});
