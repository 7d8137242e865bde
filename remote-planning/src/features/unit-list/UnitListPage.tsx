import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { DataTable, LinkButton, TableScroll } from '@lesson-planner/shared-contracts/content';
import { FormMessage, filterInUrl } from '@lesson-planner/shared-contracts/forms';
import { Link, useLocation, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Card,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  VisuallyHidden,
} from '@lesson-planner/shared-contracts/ui';
import type { PlanningFailureCode } from '../../api/planning-failure';
import type { TeamRef } from '../../api/team-directory';
import { FailureWithRetry } from '../../components/FailureWithRetry';
import { DATE_ONLY, localDateOf } from '../../components/local-date';
import { StatusTag, Tag } from '../../components/UnitTags';
import { relationTo } from '../../rules/unit-access';
import { loadMyUnitPlans } from '../../stores/unit-plans-store';
import { loadUnits, useUnitsStore } from '../../stores/units-store';
import { PlanReviewStatusOfUnit } from '../plan-review';
import { UnitFilters } from './UnitFilters';
import { filterFromParams, filterUnits, paramsOfFilter, type UnitFilter } from './filter-units';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

/** What the detail page tells the list after a delete (router state). */
export interface UnitListLocationState {
  deletedTitle?: string;
}

/** /units: the units of all the user's teams, theirs marked, filtered by what they choose. */
export default function UnitListPage() {
  const { t } = useTranslation('unit');
  const location = useLocation();
  const [filter, setFilter] = filterInUrl(useSearchParams(), filterFromParams, paramsOfFilter);
  const units = useUnitsStore((state) => state.units?.data ?? null);
  const teams = useUnitsStore((state) => state.teams?.data ?? null);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const deletedTitle = (location.state as UnitListLocationState | null)?.deletedTitle;

  useEffect(() => {
    let current = true;
    // The plans' review status is shown beside each unit; without it the list still shows.
    void loadMyUnitPlans({ force: attempt > 0 });
    void loadUnits({ force: attempt > 0 }).then((loaded) => {
      if (current && !loaded) setFailure(useUnitsStore.getState().errors.loadUnits ?? 'unknown');
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <PageSection>
      <Header>
        <PageHeading>{t('titles.unitList')}</PageHeading>
        {teams?.length !== 0 && <LinkButton to="/units/create">{t('list.create')}</LinkButton>}
      </Header>
      <Lead>{t('list.lead')}</Lead>
      <Stack $gap={4}>
        {deletedTitle && (
          <FormMessage $kind="success">{t('list.deleted', { title: deletedTitle })}</FormMessage>
        )}
        {failure ? (
          <FailureWithRetry
            code={failure}
            onRetry={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          />
        ) : !units || !teams ? (
          <p role="status">
            <Spinner /> {t('list.loading')}
          </p>
        ) : teams.length === 0 ? (
          <Card>
            <Stack>
              <p>{t('list.noTeam')}</p>
              <div>
                <LinkButton to="/team/create">{t('list.createTeam')}</LinkButton>
              </div>
            </Stack>
          </Card>
        ) : units.length === 0 ? (
          <Card>
            <Stack>
              <p>{t('list.empty')}</p>
              <div>
                <LinkButton to="/units/create">{t('list.createFirst')}</LinkButton>
              </div>
            </Stack>
          </Card>
        ) : (
          <FilteredUnits units={units} teams={teams} filter={filter} onFilterChange={setFilter} />
        )}
      </Stack>
    </PageSection>
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
  const shown = useMemo(
    () => filterUnits(units, filter, uid, i18n.language),
    [units, filter, uid, i18n.language],
  );
  return (
    <>
      <UnitFilters units={units} teams={teams} filter={filter} onChange={onFilterChange} />
      <p role="status">{t('list.count', { count: shown.length, total: units.length })}</p>
      {shown.length === 0 ? (
        <p>{t('list.noMatch')}</p>
      ) : (
        <UnitTable units={shown} teams={teams} uid={uid} />
      )}
    </>
  );
}

function UnitTable({
  units,
  teams,
  uid,
}: {
  units: readonly Unit[];
  teams: readonly TeamRef[];
  uid: string | null;
}) {
  const { t, i18n } = useTranslation('unit');
  const captionId = useId();
  const teamName = (teamId: string) =>
    teams.find((team) => team.id === teamId)?.name ?? t('unknownTeam');
  const blank = (value: string) => value || <VisuallyHidden>{t('notSet')}</VisuallyHidden>;
  return (
    <TableScroll>
      <DataTable aria-labelledby={captionId}>
        <caption id={captionId}>
          <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.title')}</th>
            <th scope="col">{t('fields.team')}</th>
            <th scope="col">{t('fields.subject')}</th>
            <th scope="col">{t('fields.grade')}</th>
            <th scope="col">{t('fields.weeks')}</th>
            <th scope="col">{t('fields.startDate')}</th>
            <th scope="col">{t('fields.status')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => {
            const relation = relationTo(unit, uid);
            return (
              <tr key={unit.id}>
                <th scope="row">
                  <Link to={`/units/${unit.id}`}>{unit.title}</Link>
                  {relation !== 'none' && <Tag>{t(`relation.${relation}`)}</Tag>}
                </th>
                <td>{teamName(unit.teamId)}</td>
                <td>{blank(subjectLabel(unit.subject, i18n.language))}</td>
                <td>{blank(gradeLabel(unit.grade, i18n.language))}</td>
                <td>{t('number', { value: unit.weeks })}</td>
                <td>
                  {unit.startDate
                    ? t('date', { date: localDateOf(unit.startDate), formatParams: DATE_ONLY })
                    : blank('')}
                </td>
                <td>
                  <StatusTag status={unit.status} /> <PlanReviewStatusOfUnit unitId={unit.id} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
