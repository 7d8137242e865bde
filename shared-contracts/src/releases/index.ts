export type { ReleaseRegistry, RemoteReleaseState } from './registry';
export type { VersionChoice } from './choose-version';
export { canaryBucket } from './canary';
export { deviceId, DEVICE_ID_KEY } from './device-id';
export { settleForThisPage, settleRemotes } from './environment-remotes';
