import {
  attemptsLeft,
  clearLockout,
  lockStatus,
  parseLockoutState,
  pruneLockouts,
  registerFailure,
  type LockoutState,
} from './lockout';

const MIN = 60_000;
const T0 = Date.UTC(2025, 0, 1, 15, 0, 0);
const WRONG = 'auth/wrong-password';

const fail = (
  state: LockoutState,
  times: number,
  email = 'ann@school.org',
  code = WRONG,
  now = T0,
): LockoutState => {
  let s = state;
  for (let i = 0; i < times; i += 1) s = registerFailure(s, email, code, now);
  return s;
};

describe('lockout', () => {
  it('does not lock after four failures, locks on exactly the fifth', () => {
    const four = fail({}, 4);
    expect(lockStatus(four, 'ann@school.org', T0)).toEqual({ locked: false, minutesLeft: 0 });
    expect(attemptsLeft(four, 'ann@school.org', T0)).toBe(1);
    const five = registerFailure(four, 'ann@school.org', WRONG, T0);
    expect(lockStatus(five, 'ann@school.org', T0)).toEqual({ locked: true, minutesLeft: 15 });
    expect(attemptsLeft(five, 'ann@school.org', T0)).toBe(0);
  });

  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])(
    'counts %s',
    (code) => {
      expect(lockStatus(fail({}, 5, 'a@b.co', code), 'a@b.co', T0).locked).toBe(true);
    },
  );

  it.each([
    'auth/too-many-requests',
    'auth/network-request-failed',
    'auth/invalid-email',
    'wrong-password',
  ])('ignores %s', (code) => {
    const state = fail({}, 10, 'a@b.co', code);
    expect(state).toEqual({});
    expect(lockStatus(state, 'a@b.co', T0).locked).toBe(false);
  });

  it('counts emails case-insensitively and trimmed', () => {
    let s: LockoutState = {};
    for (const email of [
      'Ann@School.org',
      ' ann@school.org',
      'ANN@SCHOOL.ORG ',
      'ann@school.org',
      'aNn@school.ORG',
    ]) {
      s = registerFailure(s, email, WRONG, T0);
    }
    expect(Object.keys(s)).toEqual(['ann@school.org']);
    expect(lockStatus(s, '  ANN@school.org', T0).locked).toBe(true);
  });

  it('keeps separate counters per email', () => {
    const s = fail(fail({}, 4, 'a@x.co'), 4, 'b@x.co');
    expect(lockStatus(registerFailure(s, 'a@x.co', WRONG, T0), 'b@x.co', T0).locked).toBe(false);
  });

  it('counts minutes down, rounded up', () => {
    const s = fail({}, 5);
    expect(lockStatus(s, 'ann@school.org', T0 + 1).minutesLeft).toBe(15);
    expect(lockStatus(s, 'ann@school.org', T0 + MIN).minutesLeft).toBe(14);
    expect(lockStatus(s, 'ann@school.org', T0 + 14 * MIN + 1).minutesLeft).toBe(1);
    expect(lockStatus(s, 'ann@school.org', T0 + 15 * MIN - 1)).toEqual({
      locked: true,
      minutesLeft: 1,
    });
  });

  it('expires at exactly 15:00 and then starts counting from zero', () => {
    const s = fail({}, 5);
    const expiry = T0 + 15 * MIN;
    expect(lockStatus(s, 'ann@school.org', expiry)).toEqual({ locked: false, minutesLeft: 0 });
    expect(attemptsLeft(s, 'ann@school.org', expiry)).toBe(5);
    const after = registerFailure(s, 'ann@school.org', WRONG, expiry);
    expect(after['ann@school.org']).toEqual({ failures: 1, lockedUntil: null });
    expect(
      lockStatus(fail(s, 4, 'ann@school.org', WRONG, expiry), 'ann@school.org', expiry).locked,
    ).toBe(false);
    expect(
      lockStatus(fail(s, 5, 'ann@school.org', WRONG, expiry), 'ann@school.org', expiry).minutesLeft,
    ).toBe(15);
  });

  it('does not extend a lock when failures are reported while locked', () => {
    const s = fail({}, 5);
    const later = registerFailure(s, 'ann@school.org', WRONG, T0 + 10 * MIN);
    expect(later).toBe(s);
    expect(lockStatus(later, 'ann@school.org', T0 + 15 * MIN).locked).toBe(false);
  });

  it('clears on success / password reset, case-insensitively, without touching others', () => {
    const s = fail(fail({}, 5, 'ann@school.org'), 2, 'bob@school.org');
    const cleared = clearLockout(s, ' ANN@school.org');
    expect(lockStatus(cleared, 'ann@school.org', T0).locked).toBe(false);
    expect(attemptsLeft(cleared, 'ann@school.org', T0)).toBe(5);
    expect(cleared['bob@school.org']).toEqual({ failures: 2, lockedUntil: null });
    expect(clearLockout(cleared, 'nobody@x.co')).toBe(cleared);
  });

  it('never mutates its input and stays JSON-serialisable', () => {
    const s = Object.freeze(fail({}, 3));
    const next = registerFailure(s, 'ann@school.org', WRONG, T0);
    expect(s['ann@school.org']?.failures).toBe(3);
    expect(parseLockoutState(JSON.parse(JSON.stringify(next)))).toEqual(next);
  });

  it('parses untrusted storage, dropping malformed entries', () => {
    expect(parseLockoutState(null)).toEqual({});
    expect(parseLockoutState('x')).toEqual({});
    expect(parseLockoutState([1])).toEqual({});
    expect(
      parseLockoutState({
        'Ok@X.co': { failures: 2, lockedUntil: null },
        bad1: { failures: -1, lockedUntil: null },
        bad2: { failures: 1, lockedUntil: 'soon' },
        bad3: 5,
      }),
    ).toEqual({ 'ok@x.co': { failures: 2, lockedUntil: null } });
  });

  it('prunes expired locks but keeps counters and live locks', () => {
    const s: LockoutState = {
      'a@x.co': { failures: 5, lockedUntil: T0 },
      'b@x.co': { failures: 5, lockedUntil: T0 + 1 },
      'c@x.co': { failures: 2, lockedUntil: null },
    };
    expect(Object.keys(pruneLockouts(s, T0))).toEqual(['b@x.co', 'c@x.co']);
  });
});
