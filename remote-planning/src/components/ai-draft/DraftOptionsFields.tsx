import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Locale } from '@lesson-planner/shared-contracts/i18n';
import { isSupportedLocale } from '@lesson-planner/shared-contracts/rules';
import { TextArea, Select } from '@lesson-planner/shared-contracts/ui/fields';

/** The request schema's limit on the teacher's instructions. */
const MAX_INSTRUCTIONS_LENGTH = 2000;

export interface DraftOptions {
  language: Locale;
  instructions: string;
}

/** The choices both panels offer: the draft's language and the teacher's instructions. */
export function DraftOptionsFields({
  options,
  onChange,
}: {
  options: DraftOptions;
  onChange(options: DraftOptions): void;
}) {
  const { t } = useTranslation('planner');
  return (
    <>
      <Select
        label={t('generation.language')}
        value={options.language}
        onChange={(event) => {
          const language = event.target.value;
          if (isSupportedLocale(language)) onChange({ ...options, language });
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </Select>
      <TextArea
        label={t('generation.instructions')}
        hint={t('generation.instructionsHint')}
        value={options.instructions}
        maxLength={MAX_INSTRUCTIONS_LENGTH}
        onChange={({ target: { value: text } }) => onChange({ ...options, instructions: text })}
      />
    </>
  );
}
