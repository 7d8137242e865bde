export {
  parseRegistry,
  releaseManifestUrl,
  type ReleaseRegistry,
  type RemoteReleaseState,
} from './registry';
export { canaryBucket, inCanary } from './canary';
export { chooseVersion, type VersionChoice } from './choose-version';
export {
  fetchRegistry,
  resolveRemotes,
  type ResolvedRemotes,
  type ResolveDeps,
} from './resolve-remotes';
export { deviceId, DEVICE_ID_KEY } from './device-id';
export { settleRemotes } from './environment-remotes';
export { reportRemoteFailure } from './report-failure';
