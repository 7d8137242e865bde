import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_STATUSES,
  EXPERIENCE_TYPES,
  type Experience,
} from '@lesson-planner/shared-contracts/planning';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { FilterBar, filterInUrl } from '@lesson-planner/shared-contracts/forms';
import { Link, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { ListPage } from '@lesson-planner/shared-contracts/ui/page';
import { Chip, DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useMyExperiences, useMyTeams, useMyUnits } from '../../../api/my-teams-data';
import { PlanningFailure } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';
import { ListFilters } from '../../../components/ListFilters';
import { OwnerFilter } from '../../../components/OwnerFilter';
import {
  filterExperiences,
  filterFromParams,
  isNarrowed,
  paramsOfFilter,
  type ExperienceFilter,
} from './filter-experiences';

/** /experiences: my teams' experiences, filtered by whose they are as every list is. */
export default function ExperienceListPage() {
  const { t, i18n } = useTranslation('experiences');
  const uid = useSession((session) => session.user?.uid ?? null);
  const [filter, setFilter] = filterInUrl(useSearchParams(), filterFromParams, paramsOfFilter);
  // Live: a teammate's new or changed experience shows while the list is open.
  const teams = useMyTeams();
  const experiences = useMyExperiences();
  const units = useMyUnits();
  const data =
    teams.data && experiences.data && units.data
      ? { teams: teams.data, experiences: experiences.data, units: units.data }
      : null;
  const error = teams.error ?? experiences.error ?? units.error;
  const retry = () => {
    if (teams.error) void teams.refetch();
    else {
      experiences.refetch();
      units.refetch();
    }
  };

  return (
    <ListPage
      title={t('titles.list')}
      lead={t('list.lead')}
      action={
        data &&
        data.teams.length > 0 && (
          <LinkButton to="/experiences/create">{t('list.create')}</LinkButton>
        )
      }
      result={{ data, error: error ? PlanningFailure.from(error).code : null }}
      loading={t('list.loading')}
      failure={(code) => <FailureMessage code={code} />}
      onRetry={retry}
      isEmpty={(loaded) => loaded.teams.length === 0}
      empty={
        <Card>
          <p>{t('list.noTeam')}</p>
          <Link to="/team">{t('list.toTeams')}</Link>
        </Card>
      }
      filters={(loaded) => (
        <ListFilters filter={filter}>
          <FilterFields filter={filter} onChange={setFilter} data={loaded} />
        </ListFilters>
      )}
    >
      {(loaded) => (
        <Results
          experiences={filterExperiences(loaded.experiences, filter, uid, i18n.language)}
          filter={filter}
          teamName={(id) => loaded.teams.find((team) => team.id === id)?.name}
          unitTitle={(id) => loaded.units.find((unit) => unit.id === id)?.title}
        />
      )}
    </ListPage>
  );
}

function FilterFields({
  filter,
  onChange,
  data,
}: {
  filter: ExperienceFilter;
  onChange: (next: ExperienceFilter) => void;
  data: { teams: { id: string; name: string }[]; units: { id: string; title: string }[] };
}) {
  const { t } = useTranslation('experiences');
  return (
    <FilterBar aria-label={t('list.filters')}>
      <TextField
        label={t('list.search')}
        type="search"
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <OwnerFilter value={filter.whose} onChange={(whose) => onChange({ ...filter, whose })} />
      <Select
        label={t('fields.team')}
        value={filter.teamId}
        onChange={(event) => onChange({ ...filter, teamId: event.target.value })}
      >
        <option value="">{t('list.any')}</option>
        {data.teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('fields.type')}
        value={filter.type}
        onChange={(event) =>
          onChange({ ...filter, type: event.target.value as ExperienceFilter['type'] })
        }
      >
        <option value="">{t('list.any')}</option>
        {EXPERIENCE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('fields.units')}
        value={filter.unitId}
        onChange={(event) => onChange({ ...filter, unitId: event.target.value })}
      >
        <option value="">{t('list.any')}</option>
        {data.units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.title}
          </option>
        ))}
      </Select>
      <Select
        label={t('fields.status')}
        value={filter.status}
        onChange={(event) =>
          onChange({ ...filter, status: event.target.value as ExperienceFilter['status'] })
        }
      >
        <option value="">{t('list.any')}</option>
        {EXPERIENCE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </Select>
    </FilterBar>
  );
}

function Results({
  experiences,
  filter,
  teamName,
  unitTitle,
}: {
  experiences: Experience[];
  filter: ExperienceFilter;
  teamName: (teamId: string) => string | undefined;
  unitTitle: (unitId: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation(['experiences', 'unit']);
  if (experiences.length === 0) {
    return (
      <Card>
        <p>
          {isNarrowed(filter)
            ? t('list.noMatch')
            : filter.whose === 'shared'
              ? t('list.emptyShared')
              : t('list.emptyMine')}
        </p>
      </Card>
    );
  }
  const locale = i18n.language;
  const team = (experience: Experience) => teamName(experience.teamId) ?? t('unit:unknownTeam');
  const units = (experience: Experience) =>
    experience.unitIds
      .map((id) => unitTitle(id))
      .filter(Boolean)
      .join(', ');
  const blank = (value: string) => value || <VisuallyHidden>{t('unit:notSet')}</VisuallyHidden>;
  const columns: DataColumn<Experience>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'long',
      text: (experience) => experience.title,
      cell: (experience) => <Link to={`/experiences/${experience.id}`}>{experience.title}</Link>,
    },
    { id: 'type', header: t('fields.type'), width: 'short', cell: (e) => t(`types.${e.type}`) },
    { id: 'team', header: t('fields.team'), width: 'long', text: team, cell: team },
    {
      id: 'subject',
      header: t('fields.subject'),
      width: 'short',
      cell: (e) => blank(subjectLabel(e.subject, locale)),
    },
    {
      id: 'grade',
      header: t('fields.grade'),
      width: 'short',
      cell: (e) => blank(gradeLabel(e.grade, locale)),
    },
    {
      id: 'units',
      header: t('fields.units'),
      width: 'long',
      text: units,
      cell: (e) => blank(units(e)),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: 'short',
      cell: (e) => <Chip>{t(`statuses.${e.status}`)}</Chip>,
    },
  ];
  return (
    <>
      <p role="status">{t('list.count', { count: experiences.length })}</p>
      <DataTable
        caption={t('titles.list')}
        columns={columns}
        rows={experiences}
        rowKey={(experience) => experience.id}
        rowHeader="title"
      />
    </>
  );
}
