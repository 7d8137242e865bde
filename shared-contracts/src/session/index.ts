export { useSession, type SessionProfile, type SessionState, type SessionUser } from './session-store';
export { startSession, signOutUser } from './session-lifecycle';
export { saveThemePreferences } from './profile-data';
