import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure } from '../../../api/planning-failure';
import { unitPlanQuery } from '../../../api/unit-plan-reads';
import { FailureMessage } from '../../../components/FailureMessage';
import {
  UnitPlanEditor,
  UnitSummary,
  closeWorkingCopy,
  openWorkingCopy,
  useEditorStore,
  useUnitContext,
  useUnitStandards,
} from '../editor';

/**
 * An empty working copy for the unit once it is known to have no plan, kept until the page
 * leaves the unit: the plan the first save creates then reads as existing, which must not send
 * the teacher away from the page they are on (onCreated does, once the save is through).
 */
function useEmptyWorkingCopy(unitId: string, hasNoPlan: boolean): boolean {
  useEffect(() => {
    if (!hasNoPlan) return;
    openWorkingCopy(unitId, null, []);
    return closeWorkingCopy;
  }, [unitId, hasNoPlan]);
  return useEditorStore((state) => state.planId === unitId);
}

/**
 * /units/plan/create/{unitId}: the unit's plan before it exists. The editor starts empty (the
 * teacher adds lessons or drafts them); the first save creates the plan and the page becomes
 * its edit page. A unit that has its plan already goes straight to it.
 */
export default function CreateUnitPlanPage() {
  const { t } = useTranslation(['planner', 'unit']);
  const { unitId = '' } = useParams();
  const navigate = useNavigate();
  const uid = useSession((session) => session.user?.uid ?? null);
  const context = useUnitContext(unitId);
  const plan = useQuery({ ...unitPlanQuery(unitId), enabled: uid !== null });
  const [startedId, setStartedId] = useState<string | null>(null);
  // Whether the unit has no plan is decided once, at the first read.
  if (plan.data === null && startedId !== unitId) setStartedId(unitId);
  const opened = useEmptyWorkingCopy(unitId, startedId === unitId);
  const standards = useUnitStandards(context.data?.unit ?? null);
  const failure = context.error ?? plan.error;

  const retry = () => {
    if (context.error) context.refetch();
    if (plan.error) void plan.refetch();
  };

  if (plan.data && startedId !== unitId)
    return <Navigate to={`/units/plan/edit/${unitId}`} replace />;

  return (
    <PageSection>
      <PageHeading data-print="hidden">{t('unit:titles.unitPlanCreate')}</PageHeading>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : failure ? (
        <Stack $gap={2}>
          <FailureMessage code={PlanningFailure.from(failure).code} />
          <p>
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('unitPlans.retry')}
            </Button>{' '}
            <Link to="/units/plan">{t('unitPlans.allPlans')}</Link>
          </p>
        </Stack>
      ) : !opened || !context.data ? (
        <p role="status">
          <Spinner /> {t('unitPlans.loadingUnit')}
        </p>
      ) : !context.data.canEdit ? (
        <Stack $gap={4}>
          <UnitSummary unit={context.data.unit} />
          <FailureMessage code="permissionDenied" />
        </Stack>
      ) : (
        <Stack $gap={5}>
          <UnitSummary unit={context.data.unit} />
          <UnitPlanEditor
            key={context.data.unit.id}
            unit={context.data.unit}
            standards={standards}
            canEdit
            onCreated={() => navigate(`/units/plan/edit/${unitId}`, { replace: true })}
          />
        </Stack>
      )}
    </PageSection>
  );
}
