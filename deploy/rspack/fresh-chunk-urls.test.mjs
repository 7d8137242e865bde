// The shell's retry count (shared-contracts) as the remotes' runtime plugin reads it: a chunk's
// address is its own until the shell retries that remote, then new on every retry.
import { markRemoteRetried } from '../../shared-contracts/src/federation/remote-retries';
import freshChunkUrls from './fresh-chunk-urls.js';

it("asks for a remote's chunks at new addresses after each retry of that remote only", () => {
  // What the bundler defines in a remote's runtime: the file of each chunk.
  globalThis.__webpack_get_script_filename__ = (chunkId) => `${chunkId}.54fe5d80.js`;
  expect(freshChunkUrls({ remote: 'remote_teams' })).toEqual({ name: 'fresh-chunk-urls' });
  const chunkFile = globalThis.__webpack_get_script_filename__;

  expect(chunkFile(1659)).toBe('1659.54fe5d80.js');
  markRemoteRetried('remote_planning');
  expect(chunkFile(1659)).toBe('1659.54fe5d80.js');
  markRemoteRetried('remote_teams');
  expect(chunkFile(1659)).toBe('1659.54fe5d80.js?retry=1');
  markRemoteRetried('remote_teams');
  expect(chunkFile(1659)).toBe('1659.54fe5d80.js?retry=2');
});
