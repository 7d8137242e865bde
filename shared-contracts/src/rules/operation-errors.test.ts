import { createOperationErrors, type OperationErrors } from './operation-errors';

type Errors = OperationErrors<string, string>;

describe('operation errors (kept per operation, cleared after 30 seconds)', () => {
  let seen: Errors;
  let errors: ReturnType<typeof createOperationErrors<string, string>>;

  beforeEach(() => {
    jest.useFakeTimers();
    seen = {};
    errors = createOperationErrors((next) => {
      seen = next;
    });
  });

  afterEach(() => jest.useRealTimers());

  it('keeps an error for 30 seconds, then clears it', () => {
    errors.set('invite', 'alreadyInvited');
    jest.advanceTimersByTime(29_999);
    expect(seen).toEqual({ invite: 'alreadyInvited' });
    jest.advanceTimersByTime(1);
    expect(seen).toEqual({});
  });

  it('keeps each operation apart', () => {
    errors.set('invite', 'alreadyMember');
    jest.advanceTimersByTime(10_000);
    errors.set('removeMember', 'memberNotFound');
    jest.advanceTimersByTime(20_000);
    expect(seen).toEqual({ removeMember: 'memberNotFound' });
    jest.advanceTimersByTime(10_000);
    expect(seen).toEqual({});
  });

  it('a newer error of the same operation restarts its 30 seconds', () => {
    errors.set('leaveTeam', 'notMember');
    jest.advanceTimersByTime(20_000);
    errors.set('leaveTeam', 'network');
    jest.advanceTimersByTime(20_000);
    expect(seen).toEqual({ leaveTeam: 'network' });
    jest.advanceTimersByTime(10_000);
    expect(seen).toEqual({});
  });

  it('clears one operation or all at once', () => {
    errors.set('invite', 'alreadyMember');
    errors.set('acceptInvite', 'inviteNotFound');
    errors.clear('invite');
    expect(seen).toEqual({ acceptInvite: 'inviteNotFound' });
    errors.clearAll();
    expect(seen).toEqual({});
  });
});
