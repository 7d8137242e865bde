import {
  canManageTeam,
  isAdmin,
  isPlatformAdmin,
  isTeamLeader,
  isTeamMember,
  profileRoleOf,
} from './roles';

const team = { id: 't1', roles: { lead: 'leader', own: 'owner', mem: 'member', adm: 'admin' } };
const teacher = { role: 'teacher', isAdmin: false, isTeamLeader: false, teams: ['t1'] };

describe('isTeamLeader', () => {
  it('recognises leader and owner in the roles map', () => {
    expect(isTeamLeader(null, team, 'lead')).toBe(true);
    expect(isTeamLeader(null, team, 'own')).toBe(true);
  });

  it('member and team admin alone do not lead', () => {
    expect(isTeamLeader(teacher, team, 'mem')).toBe(false);
    expect(isTeamLeader(teacher, team, 'adm')).toBe(false);
  });

  it.each([{ role: 'leader' }, { role: 'team_leader' }, { isTeamLeader: true }])(
    'recognises profile %o for a team the user belongs to',
    (flags) => {
      expect(isTeamLeader({ ...teacher, ...flags }, team, 'mem')).toBe(true);
      expect(isTeamLeader({ ...flags, teamId: 't1' }, { id: 't1', roles: {} }, 'x')).toBe(true);
      expect(isTeamLeader({ ...flags, defaultTeamId: 't1' }, { id: 't1' }, 'x')).toBe(true);
    },
  );

  it('ignores profile leader flags for a team the user is not in', () => {
    const otherTeam = { id: 't2', roles: { someone: 'leader' } };
    expect(
      isTeamLeader({ role: 'leader', isTeamLeader: true, teams: ['t1'] }, otherTeam, 'me'),
    ).toBe(false);
  });

  it('grants nothing without a team or uid', () => {
    expect(isTeamLeader({ role: 'leader' }, null, 'lead')).toBe(false);
    expect(isTeamLeader(null, team, null)).toBe(false);
    expect(isTeamLeader(null, team, '')).toBe(false);
  });

  it('does not treat inherited object keys as roles', () => {
    expect(isTeamLeader({ role: 'leader' }, { id: 't9', roles: {} }, 'constructor')).toBe(false);
  });
});

describe('other roles', () => {
  it('member needs a member record', () => {
    expect(isTeamMember(true)).toBe(true);
    expect(isTeamMember(false)).toBe(false);
  });

  it('admin: isAdmin or role admin', () => {
    expect(isAdmin({ isAdmin: true })).toBe(true);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'platformAdmin' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('platform admin: role platformAdmin or isAdmin', () => {
    expect(isPlatformAdmin({ role: 'platformAdmin' })).toBe(true);
    expect(isPlatformAdmin({ isAdmin: true })).toBe(true);
    expect(isPlatformAdmin({ role: 'admin' })).toBe(false);
    expect(isPlatformAdmin(undefined)).toBe(false);
  });

  it('managing a team is leading it; admins get nothing implicit', () => {
    expect(canManageTeam(null, team, 'lead')).toBe(true);
    expect(canManageTeam({ isAdmin: true, role: 'platformAdmin' }, team, 'stranger')).toBe(false);
  });

  it('role label falls back to teacher', () => {
    expect(profileRoleOf({ role: 'team_leader' })).toBe('team_leader');
    expect(profileRoleOf({ role: 'wizard' })).toBe('teacher');
    expect(profileRoleOf(null)).toBe('teacher');
  });
});
