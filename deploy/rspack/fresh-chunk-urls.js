// Module Federation runtime plugin, in every remote: after the shell retried this remote, its
// chunks are asked for at new addresses, so a chunk that never answered can load on "Try again"
// (shared-contracts/src/federation/remote-retries.ts says why). Imported by path, not through
// the shared package: a runtime plugin runs before the shared modules are set up.
import { chunkFilenameAfterRetries } from '../../shared-contracts/src/federation/remote-retries';

/* global __webpack_get_script_filename__: writable -- the bundler's chunk file names */
let installed = false;

export default function freshChunkUrls({ remote }) {
  // Once per copy of the remote's runtime; a retried remote runs a new copy, which installs its
  // own. The count is read at each chunk load.
  if (!installed) {
    installed = true;
    const filename = __webpack_get_script_filename__;
    __webpack_get_script_filename__ = (chunkId) =>
      chunkFilenameAfterRetries(remote, filename(chunkId));
  }
  return { name: 'fresh-chunk-urls' };
}
