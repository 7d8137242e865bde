import { useTranslation } from 'react-i18next';
import { mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import { BarButton, Icon } from '@lesson-planner/shared-contracts/ui';
import { useThemeChoice } from '@lesson-planner/shared-contracts/theme';

export function ThemeToggle() {
  const { t } = useTranslation('navbar');
  const mode = useThemeChoice((choice) => choice.mode);
  const toggleMode = useThemeChoice((choice) => choice.toggleMode);
  const label = mode === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <BarButton type="button" onClick={toggleMode} aria-label={label} title={label}>
      <Icon path={mode === 'dark' ? mdiWeatherSunny : mdiWeatherNight} />
    </BarButton>
  );
}
