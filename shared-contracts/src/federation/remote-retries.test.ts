import { chunkFilenameAfterRetries, markRemoteRetried } from './remote-retries';

it('asks for a chunk at its own address until the shell retries its remote, then at a new one each time', () => {
  expect(chunkFilenameAfterRetries('remote_teams', '1659.54fe5d80.js')).toBe('1659.54fe5d80.js');
  markRemoteRetried('remote_teams');
  expect(chunkFilenameAfterRetries('remote_teams', '1659.54fe5d80.js')).toBe(
    '1659.54fe5d80.js?retry=1',
  );
  markRemoteRetried('remote_teams');
  expect(chunkFilenameAfterRetries('remote_teams', '1659.54fe5d80.js')).toBe(
    '1659.54fe5d80.js?retry=2',
  );
  // Other remotes keep their addresses.
  expect(chunkFilenameAfterRetries('remote_auth', '12.ab.js')).toBe('12.ab.js');
});
