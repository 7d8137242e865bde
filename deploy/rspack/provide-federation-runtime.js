// A remote's standalone page runs this before the remote's own code. A remote's bundles take
// the Module Federation runtime core from the global that the shell's runtime sets
// (@module-federation/inject-external-runtime-core-plugin); without a shell, this script sets
// it, to the same module that plugin publishes.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
