import { useTranslation } from 'react-i18next';
import { changeLocale, LANGUAGES, languageName } from '@lesson-planner/shared-contracts/i18n';
import { DEFAULT_LOCALE } from '@lesson-planner/shared-contracts/interface';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { mdiTranslate } from '@mdi/js';
import { NarrowOnly, WideOnly } from './frame-width';
import { languageIconPath } from './language-icons';
import { MenuButton } from './MenuButton';

export function LanguageSelector() {
  const { t, i18n } = useTranslation('navbar');
  const current = i18n.resolvedLanguage ?? i18n.language;
  const name = languageName(current);
  // Below the wide frame the button shows the code ("TH"). Its aria-label names the language
  // and holds the code too ("Language: Thai · TH", not in parentheses, which label-in-name
  // checks skip), so the name spoken contains the label seen at every width.
  const code = LANGUAGES.some((language) => language.code === current) ? current : DEFAULT_LOCALE;
  return (
    <MenuButton
      buttonLabel={t('languageButton', { language: name, code: code.toUpperCase() })}
      buttonContent={
        <>
          <Icon path={mdiTranslate} />
          <WideOnly lang={current}>{name}</WideOnly>
          <NarrowOnly>{code.toUpperCase()}</NarrowOnly>
        </>
      }
      entries={LANGUAGES.map((language) => ({
        kind: 'item',
        key: language.code,
        checked: language.code === current,
        icon: <Icon path={languageIconPath(language.code)} />,
        label: <span lang={language.code}>{language.name}</span>,
        onSelect: () => void changeLocale(language.code),
      }))}
    />
  );
}
