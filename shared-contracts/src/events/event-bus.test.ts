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
    publish('teams:changed', { teamIds: ['t1'] });
    const withReplay = jest.fn();
    const withoutReplay = jest.fn();
    const offA = subscribe('teams:changed', withReplay, { replay: true });
    const offB = subscribe('teams:changed', withoutReplay);
    expect(withReplay).toHaveBeenCalledWith({ teamIds: ['t1'] });
    expect(withoutReplay).not.toHaveBeenCalled();
    expect(lastPayload('teams:changed')).toEqual({ teamIds: ['t1'] });
    offA();
    offB();
  });
});
