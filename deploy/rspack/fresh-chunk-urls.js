// Module Federation runtime plugin, in every remote. A browser joins a new request for an
// address to one still hanging, so after a chunk that never answered, "Try again" could never
// load it. The shell counts its retries of each remote in a page global (markRemoteRetried in
// shared-contracts/src/federation/remote-retries.ts, which owns the global's name) and the
// remote asks for its chunks at an address carrying that count; the files are content-hashed,
// so the query changes nothing but the address. Self-contained on purpose: a runtime plugin
// runs before the shared modules are set up, and importing the kernel would bundle a second
// copy of it into every remote.
const RETRIES_GLOBAL = '__lessonPlannerRemoteRetries';

/* global __webpack_get_script_filename__: writable -- the bundler's chunk file names */
let installed = false;

export default function freshChunkUrls({ remote }) {
  // Once per copy of the remote's runtime; a retried remote runs a new copy, which installs its
  // own. The count is read at each chunk load.
  if (!installed) {
    installed = true;
    const filename = __webpack_get_script_filename__;
    __webpack_get_script_filename__ = (chunkId) => {
      const retries = globalThis[RETRIES_GLOBAL]?.[remote] ?? 0;
      return retries > 0 ? `${filename(chunkId)}?retry=${retries}` : filename(chunkId);
    };
  }
  return { name: 'fresh-chunk-urls' };
}
