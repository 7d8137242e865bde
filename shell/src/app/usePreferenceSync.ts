import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { publish } from '@lesson-planner/shared-contracts/events';
import { saveThemePreferences, useSession } from '@lesson-planner/shared-contracts/session';
import { isColorTheme, isThemeMode, useThemeChoice } from '@lesson-planner/shared-contracts/theme';

/**
 * Keeps the theme and the signed-in user's profile in step: on sign-in the profile's
 * preferences apply; afterwards every change the user makes is saved to the profile.
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
  }, [uid, preferences]);

  useEffect(
    () =>
      useThemeChoice.subscribe((choice, previous) => {
        const { user, profile } = useSession.getState();
        if (!user || appliedFor.current !== user.uid) return;
        if (choice.mode === previous.mode && choice.color === previous.color) return;
        const saved = profile?.preferences;
        if (saved?.themeMode === choice.mode && saved?.colorTheme === choice.color) return;
        saveThemePreferences(user.uid, { themeMode: choice.mode, colorTheme: choice.color }).catch(
          (error: unknown) => {
            console.error('Saving theme preferences failed', error);
            publish('notice:show', { kind: 'error', message: t('errors.preferencesNotSaved') });
          },
        );
      }),
    [t],
  );
}
