import { readyInOrder, type AreaLoad } from './widgets-in-order';

const pending: AreaLoad<string> = { status: 'pending' };
const failed: AreaLoad<string> = { status: 'failed' };
const loaded = (value: string): AreaLoad<string> => ({ status: 'loaded', value });

describe('dashboard areas shown in order', () => {
  it('shows nothing while the first area is still loading, whatever came after it', () => {
    expect(readyInOrder([pending, loaded('teams'), loaded('planning')])).toEqual({
      ready: [],
      pending: true,
    });
  });

  it('shows the areas before the first pending one', () => {
    expect(readyInOrder([loaded('auth'), loaded('teams'), pending, loaded('curriculum')])).toEqual({
      ready: ['auth', 'teams'],
      pending: true,
    });
  });

  it('passes over an area that failed', () => {
    expect(readyInOrder([failed, loaded('teams'), failed])).toEqual({
      ready: ['teams'],
      pending: false,
    });
  });

  it('is done when every area has settled', () => {
    expect(readyInOrder([failed, failed])).toEqual({ ready: [], pending: false });
  });
});
