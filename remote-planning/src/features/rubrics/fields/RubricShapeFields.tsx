import { useTranslation } from 'react-i18next';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import {
  MAX_RUBRIC_LEVELS,
  MIN_RUBRIC_LEVELS,
  RUBRIC_TYPES,
  type RubricType,
} from '@lesson-planner/shared-contracts/planning';

const LEVEL_COUNTS = Array.from(
  { length: MAX_RUBRIC_LEVELS - MIN_RUBRIC_LEVELS + 1 },
  (_, i) => i + MIN_RUBRIC_LEVELS,
);

/** The rubric's type, as chosen for a new rubric or for a draft of one. */
export function RubricTypeField({
  value,
  onChange,
}: {
  value: RubricType;
  onChange(type: RubricType): void;
}) {
  const { t } = useTranslation('rubrics');
  return (
    <Select
      label={t('fields.type')}
      value={value}
      onChange={(event) => onChange(event.target.value as RubricType)}
    >
      {RUBRIC_TYPES.map((option) => (
        <option key={option} value={option}>
          {t(`types.${option}`)}
        </option>
      ))}
    </Select>
  );
}

/** How many performance levels a new rubric (or a draft of one) has, within the schema's bounds. */
export function LevelCountField({
  value,
  onChange,
}: {
  value: number;
  onChange(count: number): void;
}) {
  const { t } = useTranslation('rubrics');
  return (
    <Select
      label={t('fields.levelCount')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {LEVEL_COUNTS.map((count) => (
        <option key={count} value={count}>
          {t('create.levelOption', { count })}
        </option>
      ))}
    </Select>
  );
}
