import {
  TEAM_ERROR_MESSAGES,
  isValidEmail,
  normaliseEmail,
  validateAcceptInvite,
  validateInvite,
  validateLeave,
  validateRemoveMember,
  validateTeamName,
  validateTokenLimit,
  validateUsage,
} from './invites';

const invite = (over: Partial<Parameters<typeof validateInvite>[0]> = {}) =>
  validateInvite({
    teamId: 't1',
    email: 'Ann@School.org ',
    isMember: false,
    hasPendingInvite: false,
    ...over,
  });

describe('validateInvite', () => {
  it('accepts and normalises the email', () => {
    expect(invite()).toEqual({ ok: true, email: 'ann@school.org' });
  });

  it('requires a team id and an email', () => {
    expect(invite({ teamId: '' })).toEqual({ ok: false, error: 'teamIdRequired' });
    expect(invite({ teamId: '  ' })).toEqual({ ok: false, error: 'teamIdRequired' });
    expect(invite({ teamId: null })).toEqual({ ok: false, error: 'teamIdRequired' });
    expect(invite({ email: ' ' })).toEqual({ ok: false, error: 'emailRequired' });
    expect(invite({ email: undefined })).toEqual({ ok: false, error: 'emailRequired' });
  });

  it.each([
    'ann',
    'ann@',
    '@school.org',
    'ann@school',
    'a nn@school.org',
    'a@b@c.org',
    'ann@school.',
  ])('rejects %p as invalid', (email) =>
    expect(invite({ email })).toEqual({ ok: false, error: 'invalidEmail' }),
  );

  it('rejects members, then already-invited, in that order', () => {
    expect(invite({ isMember: true, hasPendingInvite: true })).toEqual({
      ok: false,
      error: 'alreadyMember',
    });
    expect(invite({ hasPendingInvite: true })).toEqual({ ok: false, error: 'alreadyInvited' });
  });

  it('checks the team id before the email', () => {
    expect(invite({ teamId: '', email: '' })).toEqual({ ok: false, error: 'teamIdRequired' });
  });
});

describe('validateAcceptInvite', () => {
  it('needs an existing invite', () => {
    expect(validateAcceptInvite({ invite: null, userEmail: 'a@x.co' })).toEqual({
      ok: false,
      error: 'inviteNotFound',
    });
  });

  it('matches emails case-insensitively', () => {
    expect(
      validateAcceptInvite({
        invite: { email: 'ann@school.org', status: 'pending' },
        userEmail: 'ANN@School.Org',
      }),
    ).toEqual({
      ok: true,
    });
  });

  it('rejects another user or no email', () => {
    const pending = { email: 'ann@school.org', status: 'pending' };
    expect(validateAcceptInvite({ invite: pending, userEmail: 'bob@school.org' })).toEqual({
      ok: false,
      error: 'inviteNotForUser',
    });
    expect(validateAcceptInvite({ invite: pending, userEmail: null })).toEqual({
      ok: false,
      error: 'inviteNotForUser',
    });
  });

  it('rejects an invite that was already accepted', () => {
    expect(
      validateAcceptInvite({
        invite: { email: 'a@x.co', status: 'accepted' },
        userEmail: 'a@x.co',
      }),
    ).toEqual({
      ok: false,
      error: 'inviteNotPending',
    });
  });
});

describe('token limit and usage', () => {
  it('token limit must be a positive whole number', () => {
    expect(validateTokenLimit(1)).toEqual({ ok: true, value: 1 });
    expect(validateTokenLimit(1_000_000)).toEqual({ ok: true, value: 1_000_000 });
    for (const bad of [0, -5, 1.5, Number.NaN, Infinity, '100', null]) {
      expect(validateTokenLimit(bad)).toEqual({ ok: false, error: 'invalidTokenLimit' });
    }
  });

  it('usage needs a team, a user and a positive count', () => {
    expect(validateUsage({ teamId: 't', userId: 'u', tokenCount: 42 })).toEqual({
      ok: true,
      tokenCount: 42,
    });
    expect(validateUsage({ teamId: '', userId: 'u', tokenCount: 1 })).toEqual({
      ok: false,
      error: 'teamIdRequired',
    });
    expect(validateUsage({ teamId: 't', userId: undefined, tokenCount: 1 })).toEqual({
      ok: false,
      error: 'userIdRequired',
    });
    expect(validateUsage({ teamId: 't', userId: 'u', tokenCount: 0 })).toEqual({
      ok: false,
      error: 'invalidTokenCount',
    });
    expect(validateUsage({ teamId: 't', userId: 'u', tokenCount: undefined })).toEqual({
      ok: false,
      error: 'invalidTokenCount',
    });
  });
});

describe('remove and leave', () => {
  const remove = (over: Partial<Parameters<typeof validateRemoveMember>[0]> = {}) =>
    validateRemoveMember({
      teamId: 't',
      memberId: 'm',
      callerCanManage: true,
      memberExists: true,
      ...over,
    });

  it('removing needs ids, a leader, and an existing member', () => {
    expect(remove()).toEqual({ ok: true });
    expect(remove({ teamId: '' })).toEqual({ ok: false, error: 'teamIdRequired' });
    expect(remove({ memberId: '' })).toEqual({ ok: false, error: 'memberIdRequired' });
    expect(remove({ callerCanManage: false, memberExists: false })).toEqual({
      ok: false,
      error: 'noPermissionRemove',
    });
    expect(remove({ memberExists: false })).toEqual({ ok: false, error: 'memberNotFound' });
  });

  it('leaving needs a team id and membership', () => {
    expect(validateLeave({ teamId: 't', isMember: true })).toEqual({ ok: true });
    expect(validateLeave({ teamId: null, isMember: true })).toEqual({
      ok: false,
      error: 'teamIdRequired',
    });
    expect(validateLeave({ teamId: 't', isMember: false })).toEqual({
      ok: false,
      error: 'notMember',
    });
  });
});

describe('emails and messages', () => {
  it('normalises emails', () => {
    expect(normaliseEmail('  Ann@School.ORG ')).toBe('ann@school.org');
    expect(isValidEmail(' Ann@School.org ')).toBe(true);
  });

  it('uses the spec wording', () => {
    expect(TEAM_ERROR_MESSAGES).toMatchObject({
      alreadyMember: 'User is already a member of this team',
      alreadyInvited: 'User has already been invited to this team',
      notMember: 'You are not a member of this team',
      teamNotFound: 'Team not found',
      inviteNotFound: 'Invitation not found',
      inviteNotForUser: 'Invitation is not for this user',
      memberNotFound: 'Member not found in team',
      noPermissionRemove: 'You do not have permission to remove members',
    });
  });

  it('has a message for every error a validator can return', () => {
    const codes = [
      invite({ teamId: '' }),
      invite({ email: '' }),
      invite({ email: 'x' }),
      validateAcceptInvite({ invite: null, userEmail: null }),
      validateAcceptInvite({
        invite: { email: 'a@x.co', status: 'accepted' },
        userEmail: 'a@x.co',
      }),
      validateTokenLimit(0),
      validateUsage({ teamId: 't', userId: '', tokenCount: 1 }),
      validateUsage({ teamId: 't', userId: 'u', tokenCount: -1 }),
      validateRemoveMember({
        teamId: 't',
        memberId: '',
        callerCanManage: true,
        memberExists: true,
      }),
    ].map((r) => (r.ok ? 'ok' : r.error));
    for (const code of codes) expect(TEAM_ERROR_MESSAGES).toHaveProperty([code]);
  });
});

describe('validateTeamName', () => {
  it('trims the name', () => {
    expect(validateTeamName('  Grade 5 Team ')).toEqual({ ok: true, name: 'Grade 5 Team' });
  });

  it.each([undefined, null, '', '   ', 42])('requires a name (%p)', (name) => {
    expect(validateTeamName(name)).toEqual({ ok: false, error: 'teamNameRequired' });
  });

  it('refuses a name over 100 characters', () => {
    expect(validateTeamName('x'.repeat(100)).ok).toBe(true);
    expect(validateTeamName('x'.repeat(101))).toEqual({ ok: false, error: 'teamNameTooLong' });
  });
});
