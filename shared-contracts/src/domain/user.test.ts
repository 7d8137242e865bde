import { UserProfileSchema, newUserProfile, safePhotoUrl } from './user';

const now = new Date('2025-03-10T08:00:00Z');

describe('UserProfileSchema', () => {
  const full = {
    email: 'ann@school.org',
    displayName: 'Ann',
    photoURL: null,
    createdAt: now,
    lastLogin: now,
    role: 'team_leader',
    isAdmin: false,
    isTeamLeader: true,
    canDoPD: true,
    teamId: 't1',
    defaultTeamId: 't1',
    teams: ['t1', 't2'],
    termsAcceptedAt: now,
    privacyAcceptedAt: now,
    termsVersion: '1.0',
    privacyVersion: '1.0',
    lastPasswordChange: null,
    updatedAt: now,
    preferences: { themeMode: 'light', colorTheme: 'teal' },
  };

  it('accepts a full profile', () => {
    expect(UserProfileSchema.parse(full)).toEqual(full);
  });

  it('fills defaults for an older, sparse document', () => {
    const parsed = UserProfileSchema.parse({ email: 'a@x.co', createdAt: now });
    expect(parsed).toMatchObject({
      role: 'teacher',
      isAdmin: false,
      isTeamLeader: false,
      canDoPD: false,
      teams: [],
      teamId: null,
      defaultTeamId: null,
      lastLogin: null,
      preferences: { themeMode: 'dark', colorTheme: 'default' },
    });
  });

  it.each([
    [
      'theme mode other than light/dark',
      { preferences: { themeMode: 'sepia', colorTheme: 'default' } },
    ],
    ['unknown colour theme', { preferences: { themeMode: 'dark', colorTheme: 'pink' } }],
    ['unknown role', { role: 'principal' }],
    ['string date', { createdAt: '2025-03-10' }],
    ['invalid date', { createdAt: new Date(Number.NaN) }],
    ['missing createdAt', { createdAt: undefined }],
    ['non-boolean flag', { isAdmin: 'yes' }],
    ['empty team id in teams', { teams: [''] }],
  ])('rejects %s', (_label, patch) => {
    expect(UserProfileSchema.safeParse({ ...full, ...patch }).success).toBe(false);
  });
});

describe('newUserProfile', () => {
  it('builds a valid teacher profile with the dark default theme', () => {
    const profile = newUserProfile({
      uid: 'u1',
      email: 'ann@school.org',
      displayName: 'Ann',
      photoURL: null,
      now,
      terms: { termsVersion: '2', privacyVersion: '3' },
    });
    expect(profile).toEqual({
      uid: 'u1',
      email: 'ann@school.org',
      displayName: 'Ann',
      photoURL: null,
      createdAt: now,
      lastLogin: now,
      updatedAt: now,
      role: 'teacher',
      isAdmin: false,
      isTeamLeader: false,
      canDoPD: false,
      teamId: null,
      defaultTeamId: null,
      teams: [],
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      termsVersion: '2',
      privacyVersion: '3',
      lastPasswordChange: null,
      preferences: { themeMode: 'dark', colorTheme: 'default' },
    });
    expect(UserProfileSchema.parse(profile)).toEqual(profile);
  });

  it('records no acceptance when no terms were shown (provider popup)', () => {
    const profile = newUserProfile({
      uid: 'u2',
      email: null,
      displayName: null,
      photoURL: 'https://x/p.png',
      now,
    });
    expect(profile).toMatchObject({
      photoURL: 'https://x/p.png',
      termsAcceptedAt: null,
      privacyAcceptedAt: null,
      termsVersion: null,
      email: null,
    });
  });
});

describe('safePhotoUrl', () => {
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://x/p.png', 'https://x/a b'])(
    'drops %s, which the rules refuse',
    (url) => {
      expect(safePhotoUrl(url)).toBeNull();
    },
  );

  it('keeps an https address and null', () => {
    expect(safePhotoUrl('https://x/p.png')).toBe('https://x/p.png');
    expect(safePhotoUrl(null)).toBeNull();
  });
});
