import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changeLocale, LANGUAGES, type Locale } from '@lesson-planner/shared-contracts/i18n';
import {
  COLOR_THEMES,
  THEME_MODES,
  buildTheme,
  useThemeChoice,
} from '@lesson-planner/shared-contracts/theme';
import { signOutUser } from '@lesson-planner/shared-contracts/session';
import { Button, Card, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { ChangePasswordForm } from '../password/ChangePasswordForm';

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  border: 1px solid ${({ theme }) => theme.palette.border};
`;

/** Appearance, language and account actions; appearance applies at once and is saved to the profile. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const { mode, color, setMode, setColor } = useThemeChoice();
  const language = (i18n.resolvedLanguage ?? 'en') as Locale;
  return (
    <PageSection>
      <PageHeading>{t('titles.settings')}</PageHeading>
      <Card>
        <Stack $gap={5}>
          <Choices>
            <legend>{t('settings.themeMode')}</legend>
            {THEME_MODES.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="theme-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {t(`settings.modes.${value}`)}
              </label>
            ))}
          </Choices>
          <Choices>
            <legend>{t('settings.colorTheme')}</legend>
            {COLOR_THEMES.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="color-theme"
                  value={value}
                  checked={color === value}
                  onChange={() => setColor(value)}
                />
                <Swatch $color={buildTheme(mode, value).palette.primary} aria-hidden />
                {t(`settings.colors.${value}`)}
              </label>
            ))}
          </Choices>
          <Choices>
            <legend>{t('settings.language')}</legend>
            {LANGUAGES.map((option) => (
              <label key={option.code} lang={option.code}>
                <input
                  type="radio"
                  name="language"
                  value={option.code}
                  checked={language === option.code}
                  onChange={() => void changeLocale(option.code)}
                />
                {option.name}
              </label>
            ))}
          </Choices>
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="account-title" style={{ marginTop: 20 }}>
        <Stack $gap={5}>
          <h2 id="account-title">{t('settings.account')}</h2>
          <ChangePasswordForm />
          <div>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void signOutUser().then(() => navigate('/'))}
            >
              {t('settings.signOut')}
            </Button>
          </div>
        </Stack>
      </Card>
    </PageSection>
  );
}
