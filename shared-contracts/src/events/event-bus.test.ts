import { lastPayload, publish, subscribe } from './event-bus';

describe('event bus', () => {
  it('delivers a payload to every subscriber until it unsubscribes', () => {
    const seen: number[] = [];
    const unsubscribe = subscribe('invitations:pending-count', ({ count }) => seen.push(count));
    publish('invitations:pending-count', { count: 2 });
    unsubscribe();
    publish('invitations:pending-count', { count: 3 });
    expect(seen).toEqual([2]);
  });

  it('replays the last payload to a late subscriber only when asked', () => {
    publish('allowance:unseen-notices', { count: 4 });
    const withReplay = jest.fn();
    const withoutReplay = jest.fn();
    const offA = subscribe('allowance:unseen-notices', withReplay, { replay: true });
    const offB = subscribe('allowance:unseen-notices', withoutReplay);
    expect(withReplay).toHaveBeenCalledWith({ count: 4 });
    expect(withoutReplay).not.toHaveBeenCalled();
    expect(lastPayload('allowance:unseen-notices')).toEqual({ count: 4 });
    offA();
    offB();
  });
});
