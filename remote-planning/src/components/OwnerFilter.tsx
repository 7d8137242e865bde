import { useTranslation } from 'react-i18next';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { OWNER_CHOICES, ownerChoiceOf, type OwnerChoice } from './owner-filter';

/** The one filter by owner of every list: "Whose", everyone's, mine or shared with me. */
export function OwnerFilter({
  value,
  onChange,
}: {
  value: OwnerChoice;
  onChange: (choice: OwnerChoice) => void;
}) {
  const { t } = useTranslation('planner');
  return (
    <Select
      label={t('ownerFilter.label')}
      value={value}
      onChange={(event) => onChange(ownerChoiceOf(event.target.value))}
    >
      <option value="">{t('ownerFilter.everyone')}</option>
      {OWNER_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t(`ownerFilter.${choice}`)}
        </option>
      ))}
    </Select>
  );
}
