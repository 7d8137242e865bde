// Exposed on purpose: sign-in with a provider's ID token, for hosts that obtain one
// themselves (One Tap, a native wrapper) and for end-to-end tests, where the Auth emulator's
// popup cannot load its provider page offline.
export { signInWithGoogleIdToken } from './identity';
