import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card, Stack, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { ListPage } from '@lesson-planner/shared-contracts/ui/page';
import { reviewStatusOf, type Unit } from '@lesson-planner/shared-contracts/planning';
import { DataTable } from '@lesson-planner/shared-contracts/ui/kit';
import { useMyUnitPlans, useMyUnits } from '../../../api/my-teams-data';
import { PlanningFailure } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';
import { ReviewStatusBadge } from '../review';
import { planLists, type PlanRow } from './plan-rows';

/** /units/plan: the plans of the user's teams, and the units still waiting for one. */
export default function UnitPlanListPage() {
  const { t } = useTranslation(['planner', 'unit']);
  // Live: a teammate's new plan, or a leader's decision, shows while the list is open.
  const plans = useMyUnitPlans();
  const units = useMyUnits();
  const error = plans.error ?? units.error;
  const failure = error ? PlanningFailure.from(error).code : null;
  const retry = () => {
    plans.refetch();
    units.refetch();
  };
  const lists = plans.data && units.data ? planLists(plans.data, units.data) : null;

  return (
    <ListPage
      title={t('unit:titles.unitPlanList')}
      lead={t('unitPlans.list.lead')}
      result={{ data: lists, error: failure }}
      loading={t('unitPlans.list.loading')}
      failure={(code) => <FailureMessage code={code} />}
      onRetry={retry}
    >
      {(loaded) => (
        <Stack $gap={6}>
          <PlannedUnits rows={loaded.planned} />
          <UnplannedUnits units={loaded.unplanned} anyUnits={(units.data ?? []).length > 0} />
        </Stack>
      )}
    </ListPage>
  );
}

function PlannedUnits({ rows }: { rows: readonly PlanRow[] }) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const formatDate = dateTimeFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('unitPlans.list.plannedHeading')}</h2>
      {rows.length === 0 ? (
        <p>{t('unitPlans.list.noPlans')}</p>
      ) : (
        <DataTable
          caption={t('unitPlans.list.plannedHeading')}
          rowKey={({ plan }) => plan.id}
          rowHeader="unit"
          rows={rows}
          columns={[
            {
              id: 'unit',
              header: t('unitPlans.list.unit'),
              width: 'long',
              text: ({ unit }) => unit?.title ?? t('unitPlans.unknownUnit'),
              cell: ({ plan, unit }) => (
                <>
                  <Link to={`/units/plan/edit/${plan.id}`}>
                    {unit?.title ?? t('unitPlans.unknownUnit')}
                  </Link>{' '}
                  {/* In the unit's cell, not a column of its own: the table fits a phone. */}
                  <ReviewStatusBadge status={reviewStatusOf(plan)} />
                </>
              ),
            },
            {
              id: 'lessons',
              header: t('unitPlans.list.lessons'),
              width: 'short',
              cell: ({ plan }) => t('unitPlans.lessonCount', { count: plan.lessons.length }),
            },
            {
              id: 'updated',
              header: t('unitPlans.list.updated'),
              width: 'short',
              cell: ({ plan }) => formatDate(plan.updatedAt),
            },
          ]}
        />
      )}
    </Stack>
  );
}

function UnplannedUnits({ units, anyUnits }: { units: readonly Unit[]; anyUnits: boolean }) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('unitPlans.list.unplannedHeading')}</h2>
      {!anyUnits ? (
        <Card>
          <Stack>
            <p>{t('unitPlans.list.noUnits')}</p>
            <div>
              <LinkButton to="/units/create">{t('unitPlans.list.createUnit')}</LinkButton>
            </div>
          </Stack>
        </Card>
      ) : units.length === 0 ? (
        <p>{t('unitPlans.list.allPlanned')}</p>
      ) : (
        <DataTable
          caption={t('unitPlans.list.unplannedHeading')}
          rowKey={(unit) => unit.id}
          rowHeader="unit"
          rows={units}
          columns={[
            {
              id: 'unit',
              header: t('unitPlans.list.unit'),
              width: 'long',
              text: (unit) => unit.title,
              cell: (unit) => <Link to={`/units/${unit.id}`}>{unit.title}</Link>,
            },
            {
              id: 'subjectGrade',
              header: t('unitPlans.list.subjectGrade'),
              width: 'short',
              cell: (unit) =>
                [subjectLabel(unit.subject, i18n.language), gradeLabel(unit.grade, i18n.language)]
                  .filter(Boolean)
                  .join(' · '),
            },
            {
              id: 'plan',
              header: t('unitPlans.list.actions'),
              width: 'short',
              cell: (unit) => (
                <Link to={`/units/plan/create/${unit.id}`}>
                  {t('unitPlans.list.planLessons')}
                  <VisuallyHidden>
                    {t('unitPlans.list.planLessonsFor', { title: unit.title })}
                  </VisuallyHidden>
                </Link>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
