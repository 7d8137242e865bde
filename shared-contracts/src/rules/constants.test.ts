import * as rules from './index';

describe('constants', () => {
  it('match spec section 9', () => {
    expect(rules).toMatchObject({
      DEFAULT_TOKEN_LIMIT: 1_000_000,
      LOCKOUT_MAX_ATTEMPTS: 5,
      LOCKOUT_MINUTES: 15,
      LOCKOUT_DURATION_MS: 900_000,
      PROFILE_FRESHNESS_MS: 300_000,
      TEAM_FRESHNESS_MS: 600_000,
      INVITATIONS_FRESHNESS_MS: 120_000,
      FORCED_REFRESH_AFTER_MS: 3_600_000,
      INVITE_SCAN_BATCH_SIZE: 5,
      INVITE_SCAN_PAUSE_MS: 100,
      OPERATION_ERROR_TTL_MS: 30_000,
      LOGOUT_FLAG_TTL_MS: 1_000,
      MAX_TRANSACTION_ATTEMPTS: 5,
      MENU_OPEN_DELAY_MS: 300,
      MENU_CLOSE_DELAY_MS: 250,
      BREAKPOINTS: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 },
      MIN_PASSWORD_LENGTH_DEFAULT: 6,
      SUPPORTED_LOCALES: ['en', 'th', 'lo', 'zh'],
      DEFAULT_LOCALE: 'en',
      LOCALE_STORAGE_KEY: 'user-locale',
      MAX_RESET_DAY: 28,
      DEFAULT_RESET_DAY: 1,
    });
  });

  it('the public index exposes the rule functions', () => {
    for (const name of [
      'registerFailure',
      'lockStatus',
      'clearLockout',
      'resetDayFor',
      'isResetDue',
      'nextResetDate',
      'nextLeader',
      'isTeamLeader',
      'policyFromServer',
      'checkPassword',
      'detectInitialLocale',
      'validateInvite',
      'validateAcceptInvite',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
