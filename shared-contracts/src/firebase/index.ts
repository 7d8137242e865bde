export {
  initFirebase,
  startFirebase,
  getAuthInstance,
  getDb,
  getFunctionsInstance,
  usesEmulators,
} from './firebase-app';
