import { withTimeLimit } from './time-limit';

class TooSlow extends Error {}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a load with a time limit', () => {
  it('gives up with the given error when the load never settles', async () => {
    const limited = withTimeLimit(new Promise(() => undefined), 15000, () => new TooSlow());
    const outcome = expect(limited).rejects.toBeInstanceOf(TooSlow);
    jest.advanceTimersByTime(15000);
    await outcome;
  });

  it('does not give up a moment too early', async () => {
    let settled = false;
    void withTimeLimit(new Promise(() => undefined), 15000, () => new TooSlow()).catch(
      () => (settled = true),
    );
    jest.advanceTimersByTime(14999);
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('passes on what the load gives in time, and its failure', async () => {
    await expect(withTimeLimit(Promise.resolve('page'), 15000, () => new TooSlow())).resolves.toBe(
      'page',
    );
    const failure = new Error('chunk failed');
    await expect(withTimeLimit(Promise.reject(failure), 15000, () => new TooSlow())).rejects.toBe(
      failure,
    );
    expect(jest.getTimerCount()).toBe(0);
  });
});
