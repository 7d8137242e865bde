import { reportRemoteFailure } from './report-remote-failure';

const releases = {
  registry: 'https://releases.example.org/staging.json',
  allowForcedVersions: false,
  hosts: {
    remote_auth: 'https://auth.example.org',
    remote_teams: 'https://teams.example.org',
    remote_planning: 'https://planning.example.org',
    remote_curriculum: 'https://curriculum.example.org',
  },
  failureReport: 'https://releases.example.org/failures',
};
const remoteVersions = { remote_teams: { version: '1.1.0-bbbbbbb', reason: 'canary' } };

describe('reporting a remote that failed to load', () => {
  it('sends the remote and the version this page chose', () => {
    const send = jest.fn(() => true);
    expect(reportRemoteFailure({ releases, remoteVersions }, 'remote_teams', send)).toBe(true);
    expect(send).toHaveBeenCalledWith(
      'https://releases.example.org/failures',
      JSON.stringify({ remote: 'remote_teams', version: '1.1.0-bbbbbbb' }),
    );
  });

  it('sends nothing without a counter, or for a remote not loaded from a release', () => {
    const send = jest.fn(() => true);
    const { failureReport: _, ...withoutCounter } = releases;
    expect(
      reportRemoteFailure({ releases: withoutCounter, remoteVersions }, 'remote_teams', send),
    ).toBe(false);
    expect(reportRemoteFailure({ releases, remoteVersions }, 'remote_auth', send)).toBe(false);
    expect(reportRemoteFailure({}, 'remote_teams', send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('never throws when the browser refuses the beacon', () => {
    const send = jest.fn(() => {
      throw new TypeError('beacon refused');
    });
    expect(reportRemoteFailure({ releases, remoteVersions }, 'remote_teams', send)).toBe(false);
  });
});
