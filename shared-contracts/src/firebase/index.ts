export {
  initFirebase,
  getFirebaseApp,
  getAuthInstance,
  getDb,
  getFunctionsInstance,
  usesEmulators,
} from './firebase-app';
