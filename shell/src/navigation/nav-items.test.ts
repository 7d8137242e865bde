import { homeItem, navGroups, navItemOwning, visitorOf } from './nav-items';

const shown = (visitor: Parameters<typeof navGroups>[0]) =>
  navGroups(visitor).map((group) => [group.id, group.items.map((item) => item.to)]);

describe('the main navigation’s items', () => {
  it('leads home to the marketing page when signed out and to the dashboard when signed in', () => {
    expect(homeItem(false)).toEqual({ to: '/', labelKey: 'home' });
    expect(homeItem(true)).toEqual({ to: '/dashboard', labelKey: 'dashboard' });
  });

  it('offers no group to a signed-out visitor', () => {
    expect(navGroups({ signedIn: false, teamCount: 3, leader: true })).toEqual([]);
  });

  it('groups the signed-in items, without weekly planner and rubrics outside a team', () => {
    expect(shown({ signedIn: true, teamCount: 0, leader: false })).toEqual([
      ['plan', ['/units', '/units/plan', '/experiences']],
      ['teach', ['/scheduler', '/classroom']],
      ['team', ['/curriculum', '/team']],
    ]);
  });

  it('adds the weekly planner and rubrics once the teacher belongs to a team', () => {
    expect(shown({ signedIn: true, teamCount: 1, leader: false })).toEqual([
      ['plan', ['/units', '/units/plan', '/experiences', '/rubrics']],
      ['teach', ['/planner/weekly', '/scheduler', '/classroom']],
      ['team', ['/curriculum', '/team']],
    ]);
  });

  it("adds the leaders' pages under Team for a team leader only: plans to review, usage report, schedule templates, curriculum map, team coverage", () => {
    expect(shown({ signedIn: true, teamCount: 1, leader: true })).toContainEqual([
      'team',
      [
        '/curriculum',
        '/team',
        '/team/review',
        '/team/usage',
        '/leader/schedule-templates',
        '/team/map',
        '/team/coverage',
      ],
    ]);
  });
});

describe('who the navigation is for', () => {
  const session = (profile: { role: string; isTeamLeader: boolean; teams: string[] } | null) => ({
    status: 'signed-in' as const,
    profile: profile && { displayName: null, isAdmin: false, preferences: null, ...profile },
  });

  it('counts the profile’s teams and recognises a leader by the spec’s profile rule', () => {
    expect(visitorOf(session({ role: 'leader', isTeamLeader: false, teams: ['t1'] }))).toEqual({
      signedIn: true,
      teamCount: 1,
      leader: true,
    });
    expect(visitorOf(session({ role: 'teacher', isTeamLeader: true, teams: ['t1'] })).leader).toBe(
      true,
    );
    expect(visitorOf(session({ role: 'teacher', isTeamLeader: false, teams: ['t1'] })).leader).toBe(
      false,
    );
  });

  it('does not treat a leader who left every team as leading one', () => {
    expect(visitorOf(session({ role: 'leader', isTeamLeader: true, teams: [] })).leader).toBe(
      false,
    );
  });

  it('is a signed-out visitor while the profile is unknown or signed out', () => {
    expect(visitorOf({ status: 'signed-out', profile: null })).toEqual({
      signedIn: false,
      teamCount: 0,
      leader: false,
    });
    expect(visitorOf(session(null))).toEqual({ signedIn: true, teamCount: 0, leader: false });
  });
});

describe('which item a page belongs to', () => {
  it.each([
    ['/units', '/units'],
    ['/units/123', '/units'],
    ['/units/create', '/units'],
    ['/units/edit/u1', '/units'],
    ['/units/plan', '/units/plan'],
    ['/units/plan/', '/units/plan'],
    ['/units/plan/edit/x', '/units/plan'],
    ['/units/plan/create/u1', '/units/plan'],
    ['/experiences/e1', '/experiences'],
    ['/experiences/edit/e1', '/experiences'],
    ['/rubrics/create', '/rubrics'],
    ['/planner/weekly', '/planner/weekly'],
    ['/scheduler', '/scheduler'],
    ['/classroom/create', '/classroom'],
    ['/classroom/c1', '/classroom'],
    ['/curriculum/unit/x-coverage', '/curriculum'],
    ['/curriculum/team/t1', '/curriculum'],
    ['/curriculum/classrooms/c1', '/curriculum'],
    ['/team/t1', '/team'],
    ['/team/create', '/team'],
    ['/team/map', '/team/map'],
    ['/leader/schedule-templates', '/leader/schedule-templates'],
  ])('%s belongs to %s', (pathname, item) => {
    expect(navItemOwning(pathname, true)).toBe(item);
  });

  it('marks the home item on its own page only', () => {
    expect(navItemOwning('/', false)).toBe('/');
    expect(navItemOwning('/dashboard', true)).toBe('/dashboard');
    expect(navItemOwning('/dashboard/', true)).toBe('/dashboard');
    expect(navItemOwning('/', true)).toBeNull();
  });

  it.each(['/profile', '/auth/login', '/docs', '/admin/accounts', '/no-such-page', '/units/a/b/c'])(
    '%s belongs to no item',
    (pathname) => {
      expect(navItemOwning(pathname, true)).toBeNull();
    },
  );
});
