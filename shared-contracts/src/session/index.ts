export {
  useSession,
  type ProfilePreferences,
  type SessionProfile,
  type SessionState,
  type SessionUser,
} from './session-store';
export { startSession, signOutUser } from './session-lifecycle';
export { savePreferences } from './profile-data';
