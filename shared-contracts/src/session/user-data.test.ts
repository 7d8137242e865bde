import { useSession } from './session-store';
import { clearUserData, rememberUserData, userDataStorage } from './user-data';

const kept = {
  state: { teams: [{ name: 'Grade 5', lastUsed: new Date('2026-11-20T08:00:00Z') }] },
  version: 1,
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

beforeEach(() => useSession.setState({ status: 'signed-in' }));

describe("the user's data kept for their next visit", () => {
  it('stays on the device for a remembered session, dates and all', () => {
    userDataStorage<typeof kept.state>().setItem('teams', kept);

    expect(localStorage.getItem('lp-user-data:teams')).toContain('Grade 5');
    expect(sessionStorage.length).toBe(0);
    const read = userDataStorage<typeof kept.state>().getItem('teams') as typeof kept;
    expect(read).toEqual(kept);
    expect(read.state.teams[0]?.lastUsed).toBeInstanceOf(Date);
  });

  it('stays in this tab only when the user did not ask to be remembered', () => {
    rememberUserData(false);
    userDataStorage().setItem('teams', kept);

    expect(localStorage.getItem('lp-user-data:teams')).toBeNull();
    expect(sessionStorage.getItem('lp-user-data:teams')).toContain('Grade 5');
  });

  it('is not kept when it arrives after the session ended', () => {
    useSession.setState({ status: 'signed-out', user: null });
    userDataStorage().setItem('this-week', kept);

    expect(localStorage.getItem('lp-user-data:this-week')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is all forgotten at once, in both places, leaving the browser’s other settings', () => {
    userDataStorage().setItem('teams', kept);
    rememberUserData(false);
    userDataStorage().setItem('classrooms', kept);
    localStorage.setItem('user-locale', 'th');

    clearUserData();

    expect(localStorage.getItem('lp-user-data:teams')).toBeNull();
    expect(sessionStorage.getItem('lp-user-data:classrooms')).toBeNull();
    expect(localStorage.getItem('user-locale')).toBe('th');
  });

  it('reads as nothing kept when storage is refused or holds something unreadable', () => {
    localStorage.setItem('lp-user-data:teams', '{not json');
    expect(userDataStorage().getItem('teams')).toBeNull();

    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(userDataStorage().getItem('teams')).toBeNull();
    expect(() => userDataStorage().setItem('teams', kept)).not.toThrow();
  });
});
