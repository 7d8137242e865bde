// Whether this machine lets a process take a network namespace of its own (root, or a user
// namespace): then suites that use the same fixed ports can run side by side, each in its own.
import { spawnSync } from 'node:child_process';

export const networkNamespacesWork = () =>
  spawnSync('unshare', ['-n', 'ip', 'link', 'set', 'lo', 'up']).status === 0;
