import { useTranslation } from 'react-i18next';
import type { SchoolYear } from '@lesson-planner/shared-contracts/schedule';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';

/**
 * "School year" for a page that can be seen as of one year: each of the team's years (the
 * current one marked), or every year. The value is the year's start ('' for all).
 */
export function SchoolYearSelect({
  years,
  value,
  onChange,
  allLabel,
}: {
  years: readonly Pick<SchoolYear, 'startYear' | 'label' | 'status'>[];
  value: string;
  onChange: (value: string) => void;
  /** What "every year" means on this page, or nothing when a year must be chosen. */
  allLabel?: string;
}) {
  const { t } = useTranslation('schedule');
  return (
    <Select
      label={t('schoolYear.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        ...(allLabel === undefined ? [] : [{ value: '', label: allLabel }]),
        ...years.map((year) => ({
          value: String(year.startYear),
          label:
            year.status === 'current'
              ? t('schoolYear.current', { label: year.label })
              : t('schoolYear.past', { label: year.label }),
        })),
      ]}
    />
  );
}
