import { TeamInviteSchema } from './invite';

const at = new Date('2025-04-01T09:00:00Z');
const pending = { email: 'ann@school.org', invitedBy: 'u1', invitedAt: at, status: 'pending' };

describe('TeamInviteSchema', () => {
  it('accepts a pending invite', () => {
    expect(TeamInviteSchema.parse(pending)).toEqual(pending);
  });

  it('accepts an accepted invite that records when and by whom', () => {
    const accepted = { ...pending, status: 'accepted', acceptedAt: at, acceptedBy: 'u7' };
    expect(TeamInviteSchema.parse(accepted)).toEqual(accepted);
  });

  it.each([
    ['uppercase email', { email: 'Ann@school.org' }],
    ['padded email', { email: ' ann@school.org' }],
    ['invalid email', { email: 'ann' }],
    ['cancelled status', { status: 'cancelled' }],
    ['accepted without time', { status: 'accepted', acceptedBy: 'u7' }],
    ['accepted without user', { status: 'accepted', acceptedAt: at }],
    ['pending with acceptance', { acceptedAt: at, acceptedBy: 'u7' }],
    ['missing inviter', { invitedBy: '' }],
  ])('rejects %s', (_label, patch) => {
    expect(TeamInviteSchema.safeParse({ ...pending, ...patch }).success).toBe(false);
  });
});
