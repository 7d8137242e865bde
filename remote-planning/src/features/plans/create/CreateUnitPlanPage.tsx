import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';
import { checkUnitPlan, useUnitsStore } from '../../../stores/units-store';
import {
  UnitPlanEditor,
  UnitSummary,
  closeWorkingCopy,
  loadUnitContext,
  openWorkingCopy,
  useUnitStandards,
  type UnitContext,
} from '../editor';

type PageState =
  | { status: 'loading' }
  | { status: 'failed'; code: PlanningFailureCode; unitId: string }
  | { status: 'exists'; unitId: string }
  | ({ status: 'ready'; unitId: string } & UnitContext);

const LOADING: PageState = { status: 'loading' };

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
  const [loaded, setState] = useState<PageState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const state = loaded.status !== 'loading' && loaded.unitId === unitId ? loaded : LOADING;
  const unit = state.status === 'ready' ? state.unit : null;
  const standards = useUnitStandards(unit);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    Promise.all([loadUnitContext(unitId, uid), checkUnitPlan(unitId)])
      .then(([context, exists]) => {
        if (!current) return;
        if (exists === null)
          throw new PlanningFailure(useUnitsStore.getState().errors.checkPlan ?? 'unknown');
        if (exists) return setState({ status: 'exists', unitId });
        openWorkingCopy(unitId, null, []);
        setState({ status: 'ready', unitId, ...context });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'failed', unitId, code: PlanningFailure.from(error).code });
      });
    return () => {
      current = false;
      closeWorkingCopy();
    };
  }, [unitId, uid, attempt]);

  const retry = () => {
    setState(LOADING);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'exists') return <Navigate to={`/units/plan/edit/${unitId}`} replace />;

  return (
    <PageSection>
      <PageHeading data-print="hidden">{t('unit:titles.unitPlanCreate')}</PageHeading>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : state.status === 'failed' ? (
        <Stack $gap={2}>
          <FailureMessage code={state.code} />
          <p>
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('unitPlans.retry')}
            </Button>{' '}
            <Link to="/units/plan">{t('unitPlans.allPlans')}</Link>
          </p>
        </Stack>
      ) : state.status === 'loading' ? (
        <p role="status">
          <Spinner /> {t('unitPlans.loadingUnit')}
        </p>
      ) : !state.canEdit ? (
        <Stack $gap={4}>
          <UnitSummary unit={state.unit} />
          <FailureMessage code="permissionDenied" />
        </Stack>
      ) : (
        <Stack $gap={5}>
          <UnitSummary unit={state.unit} />
          <UnitPlanEditor
            key={state.unit.id}
            unit={state.unit}
            standards={standards}
            canEdit
            onCreated={() => navigate(`/units/plan/edit/${unitId}`, { replace: true })}
          />
        </Stack>
      )}
    </PageSection>
  );
}
