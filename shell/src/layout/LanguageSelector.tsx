import { useTranslation } from 'react-i18next';
import { changeLocale, LANGUAGES, languageName } from '@lesson-planner/shared-contracts/i18n';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { mdiTranslate } from '@mdi/js';
import { languageIconPath } from './language-icons';
import { MenuButton } from './MenuButton';

export function LanguageSelector() {
  const { t, i18n } = useTranslation('navbar');
  const current = i18n.resolvedLanguage ?? i18n.language;
  const name = languageName(current);
  return (
    <MenuButton
      buttonLabel={t('languageButton', { language: name })}
      buttonContent={
        <>
          <Icon path={mdiTranslate} />
          <span lang={current}>{name}</span>
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
