import type { Locale } from '../i18n/languages';
import type { ColorTheme, ThemeMode } from '../theme/tokens';

/**
 * Every event that crosses an app boundary, with its payload. Remotes and the shell talk
 * through these only, never by importing each other.
 */
// A type alias (not an interface) so it satisfies mitt's indexable event map.
export type AppEvents = {
  /** The count of invitations waiting for the signed-in user (feeds the Profile badge). */
  'invitations:pending-count': { count: number };
  /** Allowance notices (80 %, 100 %, a member's share) the leader has not seen (the Teams badge). */
  'allowance:unseen-notices': { count: number };
  'theme:changed': { mode: ThemeMode; color: ColorTheme };
  'locale:changed': { locale: Locale };
  /** Ask the shell to show a short, translated notice. */
  'notice:show': { kind: 'info' | 'success' | 'error'; message: string };
};

export type AppEventName = keyof AppEvents;
