import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RUBRIC_TYPES, type Rubric } from '@lesson-planner/shared-contracts/planning';
import { DataTable, LinkButton, TableScroll } from '@lesson-planner/shared-contracts/content';
import {
  FilterBar,
  FormMessage,
  SelectField,
  TextField,
  filterInUrl,
} from '@lesson-planner/shared-contracts/forms';
import { Link, useLocation, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  VisuallyHidden,
} from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';
import { createRubric, deleteRubric } from '../../api/rubric-writes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureMessage } from '../../components/FailureMessage';
import { FailureWithRetry } from '../../components/FailureWithRetry';
import { forgetRubrics, loadMyRubrics, useRubricsStore } from '../../stores/rubrics-store';
import { loadUnits, useUnitsStore } from '../../stores/units-store';
import { contentOf } from '../rubric-editor/rubric-editor-store';
import {
  RUBRIC_OWNERSHIPS,
  distinctRubricValues,
  filterRubrics,
  paramsOfRubricFilter,
  rubricFilterFromParams,
  type RubricFilter,
} from './filter-rubrics';
import {
  gradeLabel,
  schoolChoiceLabel,
  subjectLabel,
} from '@lesson-planner/shared-contracts/glossary';

/** Filters whose options are the values the rubrics have. */
const VALUE_FILTERS = ['subject', 'grade'] as const;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

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
  const loaded = useRubricsStore((state) => state.loaded);
  const failure = useRubricsStore((state) => state.failure);
  const units = useUnitsStore((state) => state.units?.data ?? null);
  const [attempt, setAttempt] = useState(0);
  const [actionFailure, setActionFailure] = useState<PlanningFailureCode | null>(null);
  const [deleting, setDeleting] = useState<Rubric | null>(null);
  const [busy, setBusy] = useState(false);
  const [deletedTitle, setDeletedTitle] = useState<string | null>(
    (location.state as { deletedTitle?: string } | null)?.deletedTitle ?? null,
  );
  const id = useId();

  useEffect(() => {
    void loadMyRubrics({ force: attempt > 0 });
    void loadUnits();
  }, [attempt]);

  const set = (change: Partial<RubricFilter>) => setFilter({ ...filter, ...change });
  const rubrics = loaded?.rubrics ?? null;
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
      forgetRubrics();
      setAttempt((n) => n + 1);
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
      forgetRubrics();
      setAttempt((n) => n + 1);
    } catch (error) {
      setActionFailure(PlanningFailure.from(error).code);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  const teamOf = (teamId: string) => loaded?.teams.find((team) => team.id === teamId);

  return (
    <PageSection>
      <Header>
        <PageHeading>{t('titles.rubricList')}</PageHeading>
        <LinkButton to="/rubrics/create">{t('list.create')}</LinkButton>
      </Header>
      <Lead>{t('list.lead')}</Lead>
      <Stack $gap={4}>
        {deletedTitle && (
          <FormMessage $kind="success">{t('list.deleted', { title: deletedTitle })}</FormMessage>
        )}
        <FailureMessage code={actionFailure ?? undefined} />
        {failure ? (
          <FailureWithRetry code={failure} onRetry={() => setAttempt((n) => n + 1)} />
        ) : !rubrics ? (
          <p role="status">
            <Spinner /> {t('loading')}
          </p>
        ) : rubrics.length === 0 ? (
          <Card>
            <p>{t('list.empty')}</p>
          </Card>
        ) : (
          <>
            <FilterBar aria-label={t('list.filters')}>
              <TextField
                label={t('list.search')}
                type="search"
                value={filter.text}
                onChange={(e) => set({ text: e.target.value })}
              />
              <SelectField
                label={t('list.whose')}
                value={filter.whose}
                onChange={(e) => set({ whose: e.target.value as RubricFilter['whose'] })}
              >
                <option value="">{t('list.all')}</option>
                {RUBRIC_OWNERSHIPS.map((whose) => (
                  <option key={whose} value={whose}>
                    {t(`list.ownership.${whose}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
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
              </SelectField>
              {VALUE_FILTERS.map((field) => (
                <SelectField
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
                </SelectField>
              ))}
              <SelectField
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
              </SelectField>
            </FilterBar>
            <p role="status">{t('list.count', { count: shown.length, total: rubrics.length })}</p>
            {shown.length === 0 ? (
              <p>{t('list.noMatch')}</p>
            ) : (
              <TableScroll>
                <DataTable aria-labelledby={id}>
                  <caption id={id}>
                    <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('fields.title')}</th>
                      <th scope="col">{t('fields.type')}</th>
                      <th scope="col">{t('fields.team')}</th>
                      <th scope="col">{t('fields.subject')}</th>
                      <th scope="col">{t('fields.grade')}</th>
                      <th scope="col">{t('list.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((rubric) => {
                      const team = teamOf(rubric.teamId);
                      const mine = rubric.ownerId === uid;
                      return (
                        <tr key={rubric.id}>
                          <th scope="row">
                            <Link to={`/rubrics/${rubric.id}`}>{rubric.title}</Link>{' '}
                            {mine && <span>{t('list.mineTag')}</span>}
                          </th>
                          <td>{t(`types.${rubric.type}`)}</td>
                          <td>{team?.name ?? t('unit:unknownTeam')}</td>
                          <td>{subjectLabel(rubric.subject, i18n.language)}</td>
                          <td>{gradeLabel(rubric.grade, i18n.language)}</td>
                          <td>
                            <Button
                              type="button"
                              $variant="secondary"
                              onClick={() => void duplicate(rubric)}
                            >
                              {t('list.duplicate', { title: rubric.title })}
                            </Button>{' '}
                            {(mine || team?.isLeader) && (
                              <Button
                                type="button"
                                $variant="secondary"
                                onClick={() => setDeleting(rubric)}
                              >
                                {t('list.delete', { title: rubric.title })}
                              </Button>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </DataTable>
              </TableScroll>
            )}
          </>
        )}
      </Stack>
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
    </PageSection>
  );
}
