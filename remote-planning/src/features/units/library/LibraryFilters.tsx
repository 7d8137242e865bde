import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOfStandardId, standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import { FilterBar } from '@lesson-planner/shared-contracts/forms';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { SchoolYearSelect } from '@lesson-planner/shared-contracts/school-time';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import type { UnitFilter } from '../list/filter-units';
import type { UnitLibrary } from './unit-library';

/** A standard's code as teachers write it, from its id (ids are encoded codes). */
export const standardCodeOf = (standardId: string) =>
  codeOfStandardId(standardId).toLocaleUpperCase('en');

/** The team library's filters: by standard, school year, and the team's exemplars. */
export function LibraryFilters({
  units,
  library,
  filter,
  onChange,
}: {
  units: readonly Unit[];
  library: UnitLibrary | null;
  filter: UnitFilter;
  onChange: (filter: UnitFilter) => void;
}) {
  const { t } = useTranslation('unit');
  const standards = useMemo(() => {
    const byKey = new Map(
      units.flatMap((unit) =>
        unit.standards.map((ref) => [standardRefKey(ref), standardCodeOf(ref.standardId)] as const),
      ),
    );
    return [...byKey]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  }, [units]);
  return (
    <FilterBar aria-label={t('library.filters')}>
      <Select
        label={t('library.standard')}
        value={filter.standard}
        onChange={({ target: { value: standard } }) => onChange({ ...filter, standard })}
        options={[{ value: '', label: t('library.allStandards') }, ...standards]}
      />
      {library && library.years.length > 0 && (
        <SchoolYearSelect
          years={library.years}
          value={filter.year}
          onChange={(year) => onChange({ ...filter, year })}
          allLabel={t('library.allYears')}
        />
      )}
      <Select
        label={t('library.show')}
        value={filter.exemplarsOnly ? 'exemplars' : ''}
        onChange={({ target: { value } }) =>
          onChange({ ...filter, exemplarsOnly: value === 'exemplars' })
        }
        options={[
          { value: '', label: t('library.allUnits') },
          { value: 'exemplars', label: t('library.exemplarsOnly') },
        ]}
      />
    </FilterBar>
  );
}
