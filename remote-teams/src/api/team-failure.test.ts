import { TEAM_ERROR_MESSAGES } from '@lesson-planner/shared-contracts/rules';
import { TeamFailure } from './team-failure';

describe('TeamFailure.from', () => {
  it.each(Object.keys(TEAM_ERROR_MESSAGES))(
    'reads the shared code %s from a callable failure',
    (code) => {
      const callableError = Object.assign(new Error('x'), {
        code: 'functions/invalid-argument',
        details: { code },
      });
      expect(TeamFailure.from(callableError).code).toBe(code);
    },
  );

  it('names a plain permission-denied read as the caller says', () => {
    expect(TeamFailure.from({ code: 'permission-denied' }, 'notMember').code).toBe('notMember');
  });

  it('recognises an unreachable server and a missing sign-in', () => {
    expect(TeamFailure.from({ code: 'unavailable' }).code).toBe('network');
    expect(TeamFailure.from({ code: 'functions/unauthenticated' }).code).toBe('notSignedIn');
  });

  it('falls back to unknown, and ignores codes that are not team codes', () => {
    expect(TeamFailure.from(new Error('boom')).code).toBe('unknown');
    expect(TeamFailure.from({ code: 'x', details: { code: 'toString' } }).code).toBe('unknown');
  });
});
