import {
  MemberUsageSchema,
  TeamMemberSchema,
  TeamSchema,
  TokenUsageSchema,
  distinctMemberNames,
  memberDisplayName,
  newTeam,
} from './team';
import { isResetDue } from '../rules/token-reset';

const now = new Date(2025, 0, 31, 10);

describe('TeamSchema', () => {
  const team = {
    id: 't1',
    name: 'Science',
    description: 'Grade 7',
    createdAt: now,
    updatedAt: now,
    createdBy: 'u1',
    roles: { u1: 'leader', u2: 'member', u3: 'admin', u4: 'owner' },
    tokenUsage: {
      totalTokens: 1200,
      tokenLimit: 500_000,
      lastUsed: now,
      lastReset: now,
      resetDay: 28,
      memberLimits: { u2: 50_000 },
    },
  };

  it('accepts a valid team', () => {
    expect(TeamSchema.parse(team)).toEqual(team);
  });

  it('refuses a member share that is not a positive whole number', () => {
    for (const share of [0, -5, 1.5, '100']) {
      const parsed = TokenUsageSchema.safeParse({
        ...team.tokenUsage,
        memberLimits: { u2: share },
      });
      expect(parsed.success).toBe(false);
    }
  });

  it("keeps no member's usage of a team written before it had documents of its own", () => {
    const older = {
      ...team,
      tokenUsage: { ...team.tokenUsage, memberUsage: { u1: { totalTokens: 1000, lastUsed: now } } },
    };
    expect(TeamSchema.parse(older)).toEqual(team);
  });

  it('accepts an older team without token usage', () => {
    const { tokenUsage: _t, ...old } = team;
    expect(TeamSchema.parse(old).tokenUsage).toBeUndefined();
  });

  it.each([
    ['unknown team role', { roles: { u1: 'captain' } }],
    ['blank name', { name: '   ' }],
    ['negative token limit', { tokenUsage: { ...team.tokenUsage, tokenLimit: -1 } }],
    ['zero token limit', { tokenUsage: { ...team.tokenUsage, tokenLimit: 0 } }],
    ['fractional total', { tokenUsage: { ...team.tokenUsage, totalTokens: 1.5 } }],
    ['reset day 29', { tokenUsage: { ...team.tokenUsage, resetDay: 29 } }],
    ['reset day 0', { tokenUsage: { ...team.tokenUsage, resetDay: 0 } }],
  ])('rejects %s', (_label, patch) => {
    expect(TeamSchema.safeParse({ ...team, ...patch }).success).toBe(false);
  });

  it('defaults the token limit to 1,000,000', () => {
    expect(TokenUsageSchema.parse({ resetDay: 3 }).tokenLimit).toBe(1_000_000);
  });
});

describe('MemberUsageSchema', () => {
  it("reads a member's usage document, refusing a negative total", () => {
    expect(MemberUsageSchema.parse({ totalTokens: 200 })).toEqual({
      totalTokens: 200,
      lastUsed: null,
    });
    expect(MemberUsageSchema.safeParse({ totalTokens: -3, lastUsed: null }).success).toBe(false);
  });
});

describe('newTeam', () => {
  it('makes the creator leader with the default allowance, reset day capped at 28', () => {
    const team = newTeam({ id: 't9', name: ' Maths ', createdBy: 'u1', now });
    expect(team).toMatchObject({
      id: 't9',
      name: 'Maths',
      description: '',
      roles: { u1: 'leader' },
      tokenUsage: {
        totalTokens: 0,
        tokenLimit: 1_000_000,
        resetDay: 28,
        lastReset: now,
      },
    });
    expect(
      isResetDue({
        now,
        resetDay: team.tokenUsage!.resetDay,
        lastReset: team.tokenUsage!.lastReset,
      }),
    ).toBe(false);
  });
});

describe('TeamMemberSchema', () => {
  it('accepts name or displayName records and names them', () => {
    const older = TeamMemberSchema.parse({
      userId: 'u1',
      role: 'member',
      joinedAt: now,
      name: 'Old Name',
    });
    const newer = TeamMemberSchema.parse({
      userId: 'u2',
      role: 'leader',
      joinedAt: now,
      displayName: 'New',
      email: 'n@x.co',
    });
    expect(memberDisplayName(older)).toBe('Old Name');
    expect(memberDisplayName(newer)).toBe('New');
    expect(memberDisplayName({ userId: 'u3', displayName: ' ', email: 'e@x.co' })).toBe('e@x.co');
    expect(memberDisplayName({ userId: 'u4' })).toBe('u4');
  });

  it('tells apart members who share a name by their emails (issue 27)', () => {
    const names = distinctMemberNames([
      { userId: 'lead', displayName: 'Somchai Leader', email: 'leader@demo.school' },
      { userId: 'copy', displayName: 'somchai leader ', email: 'copy@demo.school' },
      { userId: 'malee', displayName: 'Malee Teacher', email: 'malee@demo.school' },
    ]);
    expect(names).toEqual(
      new Map([
        ['lead', 'Somchai Leader (leader@demo.school)'],
        ['copy', 'somchai leader (copy@demo.school)'],
        ['malee', 'Malee Teacher'],
      ]),
    );
  });

  it('rejects a member without a join date or with an unknown role', () => {
    expect(TeamMemberSchema.safeParse({ userId: 'u1', role: 'member' }).success).toBe(false);
    expect(TeamMemberSchema.safeParse({ userId: 'u1', role: 'guest', joinedAt: now }).success).toBe(
      false,
    );
  });
});
