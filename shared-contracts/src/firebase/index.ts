export {
  initFirebase,
  startFirebase,
  getFirebaseApp,
  getAuthInstance,
  getDb,
  getFunctionsInstance,
  usesEmulators,
} from './firebase-app';
