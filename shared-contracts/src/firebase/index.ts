export {
  initFirebase,
  getFirebaseApp,
  getAuthInstance,
  getDb,
  getFunctionsInstance,
} from './firebase-app';
