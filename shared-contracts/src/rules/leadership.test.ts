import { nextLeader } from './leadership';

const m = (userId: string, joinedAt: Date | number | null, role = 'member') => ({
  userId,
  role,
  joinedAt,
});

describe('nextLeader', () => {
  const members = [
    m('leader', new Date('2024-01-01'), 'leader'),
    m('carol', new Date('2024-03-01')),
    m('bob', new Date('2024-02-01')),
  ];

  it('passes to the chosen remaining member', () => {
    expect(nextLeader({ members, leavingUserId: 'leader', chosenUserId: 'carol' })?.userId).toBe(
      'carol',
    );
  });

  it('falls back to the earliest-joined when the choice is invalid', () => {
    expect(nextLeader({ members, leavingUserId: 'leader', chosenUserId: 'stranger' })?.userId).toBe(
      'bob',
    );
    expect(nextLeader({ members, leavingUserId: 'leader', chosenUserId: 'leader' })?.userId).toBe(
      'bob',
    );
    expect(nextLeader({ members, leavingUserId: 'leader', chosenUserId: null })?.userId).toBe(
      'bob',
    );
    expect(nextLeader({ members, leavingUserId: 'leader' })?.userId).toBe('bob');
  });

  it('keeps list order on equal or unknown join dates; known dates first', () => {
    const same = new Date('2024-05-01');
    expect(
      nextLeader({ members: [m('x', 5), m('b', same), m('a', same)], leavingUserId: 'x' })?.userId,
    ).toBe('b');
    expect(
      nextLeader({ members: [m('u1', null), m('u2', null)], leavingUserId: 'z' })?.userId,
    ).toBe('u1');
    expect(nextLeader({ members: [m('u1', null), m('u2', 10)], leavingUserId: 'z' })?.userId).toBe(
      'u2',
    );
    expect(
      nextLeader({ members: [m('u1', new Date(Number.NaN)), m('u2', 10)], leavingUserId: 'z' })
        ?.userId,
    ).toBe('u2');
  });

  it('returns null when the leader was the last member', () => {
    expect(
      nextLeader({ members: [m('leader', 1)], leavingUserId: 'leader', chosenUserId: 'leader' }),
    ).toBeNull();
    expect(nextLeader({ members: [], leavingUserId: 'leader' })).toBeNull();
  });

  it('returns the caller’s own member record', () => {
    const rich = [{ userId: 'a', joinedAt: 1, email: 'a@x.co' }];
    expect(nextLeader({ members: rich, leavingUserId: 'z' })).toBe(rich[0]);
  });
});
