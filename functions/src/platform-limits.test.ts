import { DEFAULT_PLATFORM_LIMITS, inEmulator, platformLimits } from './platform-limits';

describe('platformLimits', () => {
  it('defaults to 1,000,000 tokens per team, 3 new teams a day and 10 led teams', () => {
    expect(platformLimits({})).toEqual({
      teamTokenLimitMax: 1_000_000,
      teamsCreatedPerDay: 3,
      teamsLedMax: 10,
    });
  });

  it('reads each limit from the environment', () => {
    expect(
      platformLimits({
        TEAM_TOKEN_LIMIT_MAX: '2500000',
        TEAMS_CREATED_PER_DAY_MAX: ' 5 ',
        TEAMS_LED_MAX: '20',
      }),
    ).toEqual({ teamTokenLimitMax: 2_500_000, teamsCreatedPerDay: 5, teamsLedMax: 20 });
  });

  it.each(['', 'abc', '0', '-5', '1.5', '1e9', '99999999999999999999'])(
    'keeps the default for %p',
    (value) => {
      expect(platformLimits({ TEAM_TOKEN_LIMIT_MAX: value }).teamTokenLimitMax).toBe(
        DEFAULT_PLATFORM_LIMITS.teamTokenLimitMax,
      );
    },
  );
});

describe('inEmulator', () => {
  it('is true only where the Firebase emulator says so', () => {
    expect(inEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(inEmulator({})).toBe(false);
    expect(inEmulator({ FUNCTIONS_EMULATOR: '1' })).toBe(false);
  });
});
