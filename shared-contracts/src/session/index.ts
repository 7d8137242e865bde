export {
  useSession,
  type ProfilePreferences,
  type SessionProfile,
  type SessionState,
  type SessionUser,
} from './session-store';
export { startSession, signOutUser } from './session-lifecycle';
export { hasSessionHint, SESSION_HINT_KEY } from './session-hint';
export { savePreferences } from './profile-data';
export { clearUserData, rememberUserData, userDataLocation, userDataStorage } from './user-data';
