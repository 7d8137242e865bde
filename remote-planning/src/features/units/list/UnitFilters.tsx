import { useMemo } from 'react';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { UNIT_STATUSES, type Unit } from '@lesson-planner/shared-contracts/planning';
import { FilterBar } from '@lesson-planner/shared-contracts/forms';
import { Button } from '@lesson-planner/shared-contracts/ui';
import {
  schoolChoiceLabel,
  type SchoolChoiceKind,
} from '@lesson-planner/shared-contracts/glossary';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { OwnerFilter } from '../../../components/OwnerFilter';
import { NO_FILTER, distinctValues, isFiltered, statusOf, type UnitFilter } from './filter-units';

/** The list's search and filters; every change applies at once (no submit). */
export function UnitFilters({
  units,
  teams,
  filter,
  onChange,
}: {
  units: readonly Unit[];
  teams: readonly TeamRef[];
  filter: UnitFilter;
  onChange: (filter: UnitFilter) => void;
}) {
  const { t, i18n } = useTranslation('unit');
  const locale = i18n.language;
  const subjects = useMemo(() => distinctValues(units, 'subject', locale), [units, locale]);
  const grades = useMemo(() => distinctValues(units, 'grade', locale), [units, locale]);
  const set = <K extends keyof UnitFilter>(key: K, value: UnitFilter[K]) =>
    onChange({ ...filter, [key]: value });

  // Stored codes are offered in the interface language; free text as typed.
  const named = (kind: SchoolChoiceKind, values: readonly string[]) =>
    values.map((value) => ({ value, name: schoolChoiceLabel(kind, value, locale) }));

  return (
    <FilterBar aria-label={t('list.filters')}>
      <TextField
        label={t('list.search')}
        type="search"
        value={filter.text}
        onChange={(event) => set('text', event.target.value)}
      />
      {teams.length > 1 && (
        <FilterSelect
          field="teamId"
          label={t('fields.team')}
          anyLabel={t('list.allTeams')}
          options={teams.map((team) => ({ value: team.id, name: team.name }))}
          filter={filter}
          onChange={onChange}
        />
      )}
      <FilterSelect
        field="subject"
        label={t('fields.subject')}
        anyLabel={t('list.allSubjects')}
        options={named('subject', subjects)}
        filter={filter}
        onChange={onChange}
      />
      <FilterSelect
        field="grade"
        label={t('fields.grade')}
        anyLabel={t('list.allGrades')}
        options={named('grade', grades)}
        filter={filter}
        onChange={onChange}
      />
      <Select
        label={t('fields.status')}
        value={filter.status}
        onChange={(event) => set('status', statusOf(event.target.value))}
      >
        <option value="">{t('list.allStatuses')}</option>
        {UNIT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </Select>
      <OwnerFilter value={filter.whose} onChange={(whose) => set('whose', whose)} />
      {isFiltered(filter) && (
        <div>
          <Button type="button" $variant="secondary" onClick={() => onChange(NO_FILTER)}>
            {t('list.clearFilters')}
          </Button>
        </div>
      )}
    </FilterBar>
  );
}

/** One of the filters chosen from a list, "any" first. */
function FilterSelect({
  field,
  label,
  anyLabel,
  options,
  filter,
  onChange,
}: {
  field: 'teamId' | 'subject' | 'grade';
  label: string;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; name: string }>;
  filter: UnitFilter;
  onChange: (filter: UnitFilter) => void;
}) {
  return (
    <Select
      label={label}
      value={filter[field]}
      onChange={(event) => onChange({ ...filter, [field]: event.target.value })}
    >
      <option value="">{anyLabel}</option>
      {options.map(({ value, name }) => (
        <option key={value} value={value}>
          {name}
        </option>
      ))}
    </Select>
  );
}
