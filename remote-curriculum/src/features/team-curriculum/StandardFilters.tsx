import { useId } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  distinctValues,
  type Standard,
  type StandardFilter,
} from '@lesson-planner/shared-contracts/curriculum';
import { VisuallyHidden } from '@lesson-planner/shared-contracts/ui';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
`;

const FILTER_FIELDS = ['subject', 'gradeBand', 'strand'] as const;

/** Search and the three facet menus; the menus offer only values the standards use. */
export function StandardFilters({
  standards,
  filter,
  onChange,
}: {
  standards: readonly Standard[];
  filter: StandardFilter;
  onChange: (next: StandardFilter) => void;
}) {
  const { t, i18n } = useTranslation('classroom');
  const searchId = useId();
  return (
    <div role="search" aria-labelledby={searchId}>
      <VisuallyHidden as="h3" id={searchId}>
        {t('standards.filtersHeading')}
      </VisuallyHidden>
      <Bar>
        <TextField
          type="search"
          label={t('standards.search')}
          value={filter.text ?? ''}
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
        />
        {FILTER_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`standards.fields.${field}`)}
            value={filter[field] ?? ''}
            onChange={(event) => onChange({ ...filter, [field]: event.target.value || undefined })}
          >
            <option value="">{t('standards.any')}</option>
            {distinctValues(standards, field, i18n.language).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        ))}
      </Bar>
    </div>
  );
}
