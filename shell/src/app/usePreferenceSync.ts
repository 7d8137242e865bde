import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { publish, subscribe } from '@lesson-planner/shared-contracts/events';
import { changeLocale, i18n, isSupportedLocale } from '@lesson-planner/shared-contracts/i18n';
import {
  savePreferences,
  useSession,
  type ProfilePreferences,
} from '@lesson-planner/shared-contracts/session';
import { isColorTheme, isThemeMode, useThemeChoice } from '@lesson-planner/shared-contracts/theme';

/**
 * Keeps theme and language in step with the signed-in user's profile: on sign-in the
 * profile's preferences apply (so they follow the user to another device); afterwards every
 * change the user makes is saved to the profile.
 */
export function usePreferenceSync(): void {
  const { t } = useTranslation('common');
  const uid = useSession((session) => session.user?.uid ?? null);
  const preferences = useSession((session) => session.profile?.preferences ?? null);
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!uid) appliedFor.current = null;
    if (!uid || !preferences || appliedFor.current === uid) return;
    appliedFor.current = uid;
    const { setMode, setColor } = useThemeChoice.getState();
    if (isThemeMode(preferences.themeMode)) setMode(preferences.themeMode);
    if (isColorTheme(preferences.colorTheme)) setColor(preferences.colorTheme);
    if (isSupportedLocale(preferences.locale) && preferences.locale !== i18n.resolvedLanguage) {
      void changeLocale(preferences.locale);
    }
  }, [uid, preferences]);

  useEffect(() => {
    // Saves what differs from the profile, once the profile's own values have been applied.
    const save = (changes: Partial<ProfilePreferences>) => {
      const { user, profile } = useSession.getState();
      if (!user || appliedFor.current !== user.uid) return;
      const saved = profile?.preferences ?? {};
      const changed = Object.entries(changes).filter(
        ([key, value]) => saved[key as keyof ProfilePreferences] !== value,
      );
      if (changed.length === 0) return;
      savePreferences(user.uid, Object.fromEntries(changed)).catch((error: unknown) => {
        console.error('Saving preferences failed', error);
        publish('notice:show', { kind: 'error', message: t('errors.preferencesNotSaved') });
      });
    };
    const stopTheme = useThemeChoice.subscribe((choice) =>
      save({ themeMode: choice.mode, colorTheme: choice.color }),
    );
    const stopLocale = subscribe('locale:changed', ({ locale }) => save({ locale }));
    return () => {
      stopTheme();
      stopLocale();
    };
  }, [t]);
}
