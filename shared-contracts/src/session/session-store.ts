import { create } from 'zustand';
import type { Locale } from '../interface/settings';
import type { ColorTheme, ThemeMode } from '../theme/tokens';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

export interface ProfilePreferences {
  themeMode: ThemeMode;
  colorTheme: ColorTheme;
  locale: Locale;
}

/** The parts of the users/{uid} profile that the whole page needs. */
export interface SessionProfile {
  displayName: string | null;
  role: string;
  /** The profile's isAdmin flag (set by the server only). */
  isAdmin: boolean;
  /** The profile's isTeamLeader flag: with `role`, how the spec recognises a leader for display. */
  isTeamLeader: boolean;
  teams: readonly string[];
  preferences: Partial<ProfilePreferences> | null;
}

export interface SessionState {
  /** Unknown until Firebase Auth reports; the shell shows its loading screen until then. */
  status: 'initialising' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  profile: SessionProfile | null;
  profileError: 'load-failed' | 'not-found' | null;
  /** True for a moment after sign-out, so guarded pages go home instead of to sign-in. */
  signingOut: boolean;
}

export const useSession = create<SessionState>()(() => ({
  status: 'initialising',
  user: null,
  profile: null,
  profileError: null,
  signingOut: false,
}));
