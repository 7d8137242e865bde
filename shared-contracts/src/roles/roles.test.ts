import {
  canManageTeam,
  isAdmin,
  isPlatformAdmin,
  isTeamLeader,
  profileRoleOf,
  profileSaysLeader,
} from './roles';

const team = { id: 't1', roles: { lead: 'leader', own: 'owner', mem: 'member', adm: 'admin' } };
const teacher = { role: 'teacher', isAdmin: false, isTeamLeader: false, teams: ['t1'] };

describe('isTeamLeader', () => {
  it('recognises leader, owner and team admin in the roles map', () => {
    expect(isTeamLeader(team, 'lead')).toBe(true);
    expect(isTeamLeader(team, 'own')).toBe(true);
    expect(isTeamLeader(team, 'adm')).toBe(true);
  });

  it('a member does not lead', () => {
    expect(isTeamLeader(team, 'mem')).toBe(false);
  });

  it('grants nothing for a team whose roles map does not name the user', () => {
    expect(isTeamLeader({ id: 't2', roles: { someone: 'leader' } }, 'lead')).toBe(false);
    expect(isTeamLeader({ id: 't3' }, 'lead')).toBe(false);
  });

  it('grants nothing without a team or uid', () => {
    expect(isTeamLeader(null, 'lead')).toBe(false);
    expect(isTeamLeader(team, null)).toBe(false);
    expect(isTeamLeader(team, '')).toBe(false);
  });

  it('does not treat inherited object keys as roles', () => {
    expect(isTeamLeader({ id: 't9', roles: {} }, 'constructor')).toBe(false);
  });
});

describe('profileSaysLeader', () => {
  it.each([{ role: 'leader' }, { role: 'team_leader' }, { isTeamLeader: true }])(
    'recognises profile %o',
    (flags) => {
      expect(profileSaysLeader({ ...teacher, ...flags })).toBe(true);
    },
  );

  it('a teacher profile is not a leader', () => {
    expect(profileSaysLeader(teacher)).toBe(false);
    expect(profileSaysLeader(null)).toBe(false);
  });
});

describe('other roles', () => {
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
    expect(canManageTeam(team, 'lead')).toBe(true);
    expect(canManageTeam(team, 'stranger')).toBe(false);
  });

  it('role label falls back to teacher', () => {
    expect(profileRoleOf({ role: 'team_leader' })).toBe('team_leader');
    expect(profileRoleOf({ role: 'wizard' })).toBe('teacher');
    expect(profileRoleOf(null)).toBe('teacher');
  });
});
