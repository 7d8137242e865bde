import {
  gradeLabel,
  schoolChoiceLabel,
  subjectLabel,
} from '@lesson-planner/shared-contracts/glossary';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUBRIC_TYPES, type Rubric } from '@lesson-planner/shared-contracts/planning';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { FilterBar, FormMessage, filterInUrl } from '@lesson-planner/shared-contracts/forms';
import { Link, useLocation, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card } from '@lesson-planner/shared-contracts/ui';
import { ListPage } from '@lesson-planner/shared-contracts/ui/page';
import {
  Chip,
  ConfirmDialog,
  type DataColumn,
  DataTable,
} from '@lesson-planner/shared-contracts/ui/kit';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useMyRubrics, useMyTeams, useMyUnits } from '../../../api/my-teams-data';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { createRubric, deleteRubric } from '../../../api/rubric-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import { ListFilters } from '../../../components/ListFilters';
import { OwnerFilter } from '../../../components/OwnerFilter';
import { contentOf } from '../editor/rubric-editor-store';
import {
  distinctRubricValues,
  filterRubrics,
  paramsOfRubricFilter,
  rubricFilterFromParams,
  type RubricFilter,
} from './filter-rubrics';

/** Filters whose options are the values the rubrics have. */
const VALUE_FILTERS = ['subject', 'grade'] as const;

/** /rubrics: the rubrics of all the user's teams, mine and shared with me, searched and filtered. */
export default function RubricListPage() {
  const { t, i18n } = useTranslation(['rubrics', 'unit']);
  const location = useLocation();
  const [filter, setFilter] = filterInUrl(
    useSearchParams(),
    rubricFilterFromParams,
    paramsOfRubricFilter,
  );
  const uid = useSession((session) => session.user?.uid ?? null);
  // Live: a teammate's new, changed or deleted rubric shows while the list is open, and so do
  // this page's own copies and deletions (the listeners see them at once).
  const teams = useMyTeams();
  const myRubrics = useMyRubrics();
  const units = useMyUnits().data ?? null;
  const failure = teams.error ?? myRubrics.error;
  const [actionFailure, setActionFailure] = useState<PlanningFailureCode | null>(null);
  const [deleting, setDeleting] = useState<Rubric | null>(null);
  const [busy, setBusy] = useState(false);
  const [deletedTitle, setDeletedTitle] = useState<string | null>(
    (location.state as { deletedTitle?: string } | null)?.deletedTitle ?? null,
  );

  const set = (change: Partial<RubricFilter>) => setFilter({ ...filter, ...change });
  const rubrics = teams.data ? (myRubrics.data ?? null) : null;
  const shown = useMemo(
    () => (rubrics ? filterRubrics(rubrics, filter, uid, i18n.language) : []),
    [rubrics, filter, uid, i18n.language],
  );
  const locale = i18n.language;

  const duplicate = async (rubric: Rubric) => {
    if (!uid) return;
    setActionFailure(null);
    try {
      await createRubric(
        {
          ...contentOf(rubric),
          title: t('actions.copyTitle', { title: rubric.title }).slice(0, 150),
        },
        rubric.teamId,
        uid,
      );
    } catch (error) {
      setActionFailure(PlanningFailure.from(error).code);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteRubric(deleting.id);
      setDeletedTitle(deleting.title);
      setDeleting(null);
    } catch (error) {
      setActionFailure(PlanningFailure.from(error).code);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  const teamOf = (teamId: string) => teams.data?.find((team) => team.id === teamId);
  const columns: DataColumn<Rubric>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'long',
      text: (rubric) => rubric.title,
      cell: (rubric) => (
        <>
          <Link to={`/rubrics/${rubric.id}`}>{rubric.title}</Link>{' '}
          {rubric.ownerId === uid && <Chip>{t('list.mineTag')}</Chip>}
        </>
      ),
    },
    { id: 'type', header: t('fields.type'), width: 'short', cell: (r) => t(`types.${r.type}`) },
    {
      id: 'team',
      header: t('fields.team'),
      width: 'long',
      text: (rubric) => teamOf(rubric.teamId)?.name ?? t('unit:unknownTeam'),
      cell: (rubric) => teamOf(rubric.teamId)?.name ?? t('unit:unknownTeam'),
    },
    {
      id: 'subject',
      header: t('fields.subject'),
      width: 'short',
      cell: (r) => subjectLabel(r.subject, locale),
    },
    {
      id: 'grade',
      header: t('fields.grade'),
      width: 'short',
      cell: (r) => gradeLabel(r.grade, locale),
    },
  ];

  return (
    <ListPage
      title={t('titles.rubricList')}
      lead={t('list.lead')}
      action={<LinkButton to="/rubrics/create">{t('list.create')}</LinkButton>}
      notice={
        <>
          {deletedTitle && (
            <FormMessage $kind="success">{t('list.deleted', { title: deletedTitle })}</FormMessage>
          )}
          <FailureMessage code={actionFailure ?? undefined} />
          {deleting && (
            <ConfirmDialog
              title={t('delete.title')}
              message={t('delete.message', { title: deleting.title })}
              confirmLabel={t('delete.confirm')}
              cancelLabel={t('delete.cancel')}
              busy={busy}
              busyLabel={t('delete.busy')}
              onConfirm={() => void remove()}
              onCancel={() => setDeleting(null)}
            />
          )}
        </>
      }
      result={{ data: rubrics, error: failure ? PlanningFailure.from(failure).code : null }}
      loading={t('loading')}
      failure={(code) => <FailureMessage code={code} />}
      onRetry={() => (teams.error ? void teams.refetch() : myRubrics.refetch())}
      isEmpty={(found) => found.length === 0}
      empty={
        <Card>
          <p>{t('list.empty')}</p>
        </Card>
      }
    >
      {(rubrics) => (
        <>
          <ListFilters filter={filter}>
            <FilterBar aria-label={t('list.filters')}>
              <TextField
                label={t('list.search')}
                type="search"
                value={filter.text}
                onChange={(e) => set({ text: e.target.value })}
              />
              <OwnerFilter value={filter.whose} onChange={(whose) => set({ whose })} />
              <Select
                label={t('fields.type')}
                value={filter.type}
                onChange={(e) => set({ type: e.target.value as RubricFilter['type'] })}
              >
                <option value="">{t('list.all')}</option>
                {RUBRIC_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </Select>
              {VALUE_FILTERS.map((field) => (
                <Select
                  key={field}
                  label={t(`fields.${field}`)}
                  value={filter[field]}
                  onChange={(e) => set({ [field]: e.target.value })}
                >
                  <option value="">{t('list.all')}</option>
                  {distinctRubricValues(rubrics, field, locale).map((value) => (
                    <option key={value} value={value}>
                      {schoolChoiceLabel(field, value, locale)}
                    </option>
                  ))}
                </Select>
              ))}
              <Select
                label={t('list.unit')}
                value={filter.unitId}
                onChange={(e) => set({ unitId: e.target.value })}
              >
                <option value="">{t('list.all')}</option>
                {(units ?? []).map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.title}
                  </option>
                ))}
              </Select>
            </FilterBar>
          </ListFilters>
          <p role="status">{t('list.count', { count: shown.length, total: rubrics.length })}</p>
          {shown.length === 0 ? (
            <p>{t('list.noMatch')}</p>
          ) : (
            <DataTable
              caption={t('list.caption')}
              columns={columns}
              rows={shown}
              rowKey={(rubric) => rubric.id}
              rowHeader="title"
              actions={{
                header: t('list.actions'),
                menuLabel: (rubric) => t('list.rowMenu', { title: rubric.title }),
                items: (rubric) => [
                  {
                    id: 'duplicate',
                    label: t('actions.duplicate'),
                    onAction: () => void duplicate(rubric),
                  },
                  ...(rubric.ownerId === uid || teamOf(rubric.teamId)?.isLeader
                    ? [
                        {
                          id: 'delete',
                          label: t('actions.delete'),
                          danger: true,
                          onAction: () => setDeleting(rubric),
                        },
                      ]
                    : []),
                ],
              }}
            />
          )}
        </>
      )}
    </ListPage>
  );
}
