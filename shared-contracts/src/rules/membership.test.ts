import {
  profileAfterInviteAccepted,
  profileAfterLeaving,
  profileAfterTeamCreated,
} from './membership';

describe('membership profile patches', () => {
  it('creating a team makes the creator its leader', () => {
    expect(
      profileAfterTeamCreated({ role: 'teacher', teams: ['a'], defaultTeamId: 'a' }, 'b'),
    ).toEqual({
      role: 'leader',
      isTeamLeader: true,
      teamId: 'b',
      defaultTeamId: 'b',
      teams: ['a', 'b'],
    });
  });

  it('an admin creating a team keeps the admin role', () => {
    expect(profileAfterTeamCreated({ role: 'platformAdmin' }, 'b')).not.toHaveProperty('role');
    expect(profileAfterTeamCreated({ role: 'admin' }, 'b').isTeamLeader).toBe(true);
  });

  it('accepting sets the default team only if none is set', () => {
    expect(profileAfterInviteAccepted({ teams: [] }, 't')).toEqual({
      teams: ['t'],
      defaultTeamId: 't',
    });
    expect(profileAfterInviteAccepted({ teams: ['a'], defaultTeamId: 'a' }, 't')).toEqual({
      teams: ['a', 't'],
    });
    expect(profileAfterInviteAccepted({ teams: ['t'], defaultTeamId: null }, 't')).toEqual({
      teams: ['t'],
      defaultTeamId: 't',
    });
  });

  it('leaving clears pointers to that team only', () => {
    expect(
      profileAfterLeaving({ teams: ['a', 'b'], defaultTeamId: 'a', teamId: 'a' }, 'a'),
    ).toEqual({
      teams: ['b'],
      defaultTeamId: null,
      teamId: null,
    });
    expect(
      profileAfterLeaving({ teams: ['a', 'b'], defaultTeamId: 'b', teamId: 'b' }, 'a'),
    ).toEqual({ teams: ['b'] });
    expect(profileAfterLeaving(null, 'a')).toEqual({ teams: [] });
  });
});
