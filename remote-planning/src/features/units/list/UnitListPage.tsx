import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { LinkButton, NoTeamCard } from '@lesson-planner/shared-contracts/content';
import { FormMessage, filterInUrl } from '@lesson-planner/shared-contracts/forms';
import { Link, useLocation, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Stack, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { ListPage } from '@lesson-planner/shared-contracts/ui/page';
import {
  DataTable,
  type DataColumn,
  type DataTableActions,
} from '@lesson-planner/shared-contracts/ui/kit';
import { useMyTeams, useMyUnits } from '../../../api/my-teams-data';
import { PlanningFailure } from '../../../api/planning-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { FailureMessage } from '../../../components/FailureMessage';
import { DATE_ONLY, localDateOf } from '../../../components/local-date';
import { StatusTag, Tag } from '../../../components/UnitTags';
import { relationTo } from '../../../rules/unit-access';
import { PlanReviewStatusOfUnit } from '../../plans';
import { LibraryFilters } from '../library/LibraryFilters';
import { useUnitLibrary } from '../library/use-unit-library';
import { ListFilters } from '../../../components/ListFilters';
import { useUnitRowMenu } from '../library/UnitRowMenu';
import { UnitFilters } from './UnitFilters';
import { filterFromParams, filterUnits, paramsOfFilter, type UnitFilter } from './filter-units';

/** What the detail page tells the list after a delete (router state). */
export interface UnitListLocationState {
  deletedTitle?: string;
}

/** /units: the units of all the user's teams, theirs marked, filtered by what they choose. */
export default function UnitListPage() {
  const { t } = useTranslation('unit');
  const location = useLocation();
  const [filter, setFilter] = filterInUrl(useSearchParams(), filterFromParams, paramsOfFilter);
  const teams = useMyTeams();
  const units = useMyUnits();
  const deletedTitle = (location.state as UnitListLocationState | null)?.deletedTitle;
  const failure = teams.error ?? units.error;
  // Both lists must be there: the teams name each unit's team.
  const result = {
    data: teams.data && units.data ? { teams: teams.data, units: units.data } : null,
    error: failure ? PlanningFailure.from(failure).code : null,
  };
  const retry = () => void (teams.error ? teams.refetch() : units.refetch());
  return (
    <ListPage
      title={t('titles.unitList')}
      lead={t('list.lead')}
      action={
        teams.data?.length !== 0 && <LinkButton to="/units/create">{t('list.create')}</LinkButton>
      }
      notice={
        deletedTitle && (
          <FormMessage $kind="success">{t('list.deleted', { title: deletedTitle })}</FormMessage>
        )
      }
      result={result}
      loading={t('list.loading')}
      failure={(code) => <FailureMessage code={code} />}
      onRetry={retry}
      isEmpty={(loaded) => loaded.teams.length === 0}
      empty={<NoTeamCard reason={t('list.noTeam')} />}
    >
      {(loaded) =>
        loaded.units.length === 0 ? (
          <Card>
            <Stack>
              <p>{t('list.empty')}</p>
              <div>
                <LinkButton to="/units/create">{t('list.createFirst')}</LinkButton>
              </div>
            </Stack>
          </Card>
        ) : (
          <FilteredUnits
            units={loaded.units}
            teams={loaded.teams}
            filter={filter}
            onFilterChange={setFilter}
          />
        )
      }
    </ListPage>
  );
}

function FilteredUnits({
  units,
  teams,
  filter,
  onFilterChange,
}: {
  units: readonly Unit[];
  teams: readonly TeamRef[];
  filter: UnitFilter;
  onFilterChange: (filter: UnitFilter) => void;
}) {
  const { t, i18n } = useTranslation('unit');
  const uid = useSession((session) => session.user?.uid ?? null);
  const { library, setExemplar } = useUnitLibrary(teams.map((team) => team.id));
  const menu = useUnitRowMenu({ teams, library, setExemplar });
  const shown = useMemo(
    () => filterUnits(units, filter, uid, i18n.language, library),
    [units, filter, uid, i18n.language, library],
  );
  return (
    <>
      <ListFilters filter={filter}>
        <UnitFilters units={units} teams={teams} filter={filter} onChange={onFilterChange} />
        <LibraryFilters units={units} library={library} filter={filter} onChange={onFilterChange} />
      </ListFilters>
      <p role="status">{t('list.count', { count: shown.length, total: units.length })}</p>
      {menu.overlays}
      {shown.length === 0 ? (
        <p>{t('list.noMatch')}</p>
      ) : (
        <UnitTable
          units={shown}
          teams={teams}
          uid={uid}
          exemplars={library?.exemplars}
          actions={menu.actions}
        />
      )}
    </>
  );
}

function UnitTable({
  units,
  teams,
  uid,
  exemplars,
  actions,
}: {
  units: readonly Unit[];
  teams: readonly TeamRef[];
  uid: string | null;
  exemplars: ReadonlySet<string> | undefined;
  actions: DataTableActions<Unit>;
}) {
  const { t, i18n } = useTranslation('unit');
  const teamName = (unit: Unit) =>
    teams.find((team) => team.id === unit.teamId)?.name ?? t('unknownTeam');
  const blank = (value: string) => value || <VisuallyHidden>{t('notSet')}</VisuallyHidden>;
  const columns: DataColumn<Unit>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'long',
      text: (unit) => unit.title,
      cell: (unit) => {
        const relation = relationTo(unit, uid);
        return (
          <>
            <Link to={`/units/${unit.id}`}>{unit.title}</Link>
            {relation !== 'none' && <Tag>{t(`relation.${relation}`)}</Tag>}
            {exemplars?.has(unit.id) && <Tag>{t('library.exemplar')}</Tag>}
          </>
        );
      },
    },
    { id: 'team', header: t('fields.team'), width: 'long', text: teamName, cell: teamName },
    {
      id: 'subject',
      header: t('fields.subject'),
      width: 'short',
      cell: (u) => blank(subjectLabel(u.subject, i18n.language)),
    },
    {
      id: 'grade',
      header: t('fields.grade'),
      width: 'short',
      cell: (u) => blank(gradeLabel(u.grade, i18n.language)),
    },
    {
      id: 'weeks',
      header: t('fields.weeks'),
      width: 'short',
      cell: (unit) => t('number', { value: unit.weeks }),
    },
    {
      id: 'startDate',
      header: t('fields.startDate'),
      width: 'short',
      cell: (unit) =>
        unit.startDate
          ? t('date', { date: localDateOf(unit.startDate), formatParams: DATE_ONLY })
          : blank(''),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: 'short',
      cell: (unit) => (
        <>
          <StatusTag status={unit.status} /> <PlanReviewStatusOfUnit unit={unit} />
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={units}
      rowKey={(unit) => unit.id}
      rowHeader="title"
      actions={actions}
    />
  );
}
