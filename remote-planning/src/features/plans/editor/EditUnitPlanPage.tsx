import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { isUnreadable } from '@lesson-planner/shared-contracts/planning';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  UnreadablePart,
} from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { FailureMessage } from '../../../components/FailureMessage';
import { closeReview, openReview, ReviewStateCard } from '../review';
import { closeWorkingCopy, openWorkingCopy } from './editor-store';
import { loadUnitContext, useUnitStandards, type UnitContext } from './unit-context';
import { UnitPlanEditor } from './UnitPlanEditor';
import { UnitSummary } from './UnitSummary';

type PageState =
  | { status: 'loading' }
  | { status: 'failed'; code: PlanningFailureCode; planId: string }
  | ({ status: 'ready'; planId: string; partlyUnreadable: boolean } & UnitContext);

const LOADING: PageState = { status: 'loading' };

/**
 * The unit and its review folded into one compact card: side by side from the md breakpoint,
 * one under the other on a phone, so the outline and the first lesson show on the first screen.
 */
const PlanHeader = styled(Card).attrs({ as: 'header', 'data-print': 'hidden' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  ${mediaUp('md')} {
    gap: ${({ theme }) => theme.space(3)};
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
`;

/** /units/plan/edit/{id}: a unit's plan (its id is the unit's), editable or read-only. */
export default function EditUnitPlanPage() {
  const { t } = useTranslation(['planner', 'unit']);
  const { id = '' } = useParams();
  const uid = useSession((session) => session.user?.uid ?? null);
  const [loaded, setState] = useState<PageState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  // What was read for another plan is not shown while this one loads.
  const state = loaded.status !== 'loading' && loaded.planId === id ? loaded : LOADING;
  const unit = state.status === 'ready' ? state.unit : null;
  const standards = useUnitStandards(unit);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    Promise.all([fetchUnitPlan(id), loadUnitContext(id, uid)]).then(
      ([plan, context]) => {
        if (!current) return;
        openWorkingCopy(plan.id, plan.version, plan.lessons);
        openReview(plan, context.unit.ownerId);
        setState({
          status: 'ready',
          planId: id,
          partlyUnreadable: isUnreadable(plan, 'lessons'),
          ...context,
        });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'failed', planId: id, code: PlanningFailure.from(error).code });
      },
    );
    return () => {
      current = false;
      closeWorkingCopy();
      closeReview();
    };
  }, [id, uid, attempt]);

  const retry = () => {
    setState(LOADING);
    setAttempt((n) => n + 1);
  };

  return (
    <PageSection>
      <PageHeading data-print="hidden">{t('unit:titles.unitPlanEdit')}</PageHeading>
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
          {state.code === 'planNotFound' && (
            // The unit may simply have no plan yet.
            <p>
              <Link to={`/units/plan/create/${id}`}>{t('unitPlans.list.planLessons')}</Link>
            </p>
          )}
        </Stack>
      ) : state.status === 'loading' ? (
        <p role="status">
          <Spinner /> {t('unitPlans.loadingPlan')}
        </p>
      ) : (
        <Stack $gap={3}>
          <PlanHeader>
            <UnitSummary unit={state.unit} bare />
            <ReviewStateCard unit={state.unit} />
          </PlanHeader>
          {state.partlyUnreadable && (
            <p>
              <UnreadablePart /> {t('unitPlans.unreadableLessons')}
            </p>
          )}
          <UnitPlanEditor
            key={state.unit.id}
            unit={state.unit}
            standards={standards}
            canEdit={state.canEdit}
          />
        </Stack>
      )}
    </PageSection>
  );
}
