import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { isUnreadable } from '@lesson-planner/shared-contracts/planning';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
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
import { PlanningFailure } from '../../../api/planning-failure';
import { unitPlanQuery } from '../../../api/unit-plan-reads';
import { FailureMessage } from '../../../components/FailureMessage';
import { ReviewStateCard } from '../review';
import { useUnitContext, useUnitStandards } from './unit-context';
import { UnitPlanEditor } from './UnitPlanEditor';
import { UnitSummary } from './UnitSummary';
import { usePlanWorkingCopy } from './use-working-copy';

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
  // The plan and its unit, live: the listeners the editor and the review go on reading.
  const plan = useQuery({ ...unitPlanQuery(id), enabled: uid !== null });
  const context = useUnitContext(id);
  const opened = usePlanWorkingCopy(id, plan.data, context.data?.unit.ownerId);
  // The editor (every lesson, the outline, the printed copy) is the page's heavy part: it is drawn
  // in a render React may interrupt, after the heading and the unit's card have painted, so a
  // return to a plan (its data cached) shows its frame at once and the page answers meanwhile.
  // It leaves at once, though: a working copy that is another plan's must never be drawn here.
  const editorShown = useDeferredValue(opened, false) && opened;
  const standards = useUnitStandards(context.data?.unit ?? null);
  const failure =
    plan.error ??
    context.error ??
    (plan.data === null ? new PlanningFailure('planNotFound') : null);
  const code = failure ? PlanningFailure.from(failure).code : null;
  const partlyUnreadable = plan.data ? isUnreadable(plan.data, 'lessons') : false;

  const retry = () => {
    if (plan.error) void plan.refetch();
    if (context.error) context.refetch();
  };

  return (
    <PageSection>
      <PageHeading data-print="hidden">{t('unit:titles.unitPlanEdit')}</PageHeading>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : code ? (
        <Stack $gap={2}>
          <FailureMessage code={code} />
          <p>
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('unitPlans.retry')}
            </Button>{' '}
            <Link to="/units/plan">{t('unitPlans.allPlans')}</Link>
          </p>
          {code === 'planNotFound' && (
            // The unit may simply have no plan yet.
            <p>
              <Link to={`/units/plan/create/${id}`}>{t('unitPlans.list.planLessons')}</Link>
            </p>
          )}
        </Stack>
      ) : !opened || !plan.data || !context.data ? (
        <LoadingPlan />
      ) : (
        <Stack $gap={3}>
          <PlanHeader>
            <UnitSummary unit={context.data.unit} bare />
            <ReviewStateCard unit={context.data.unit} />
          </PlanHeader>
          {partlyUnreadable && (
            <p>
              <UnreadablePart /> {t('unitPlans.unreadableLessons')}
            </p>
          )}
          {editorShown ? (
            <UnitPlanEditor
              key={context.data.unit.id}
              unit={context.data.unit}
              standards={standards}
              canEdit={context.data.canEdit}
            />
          ) : (
            <LoadingPlan />
          )}
        </Stack>
      )}
    </PageSection>
  );
}

/** While the plan is read, and while its editor is drawn. */
function LoadingPlan() {
  const { t } = useTranslation('planner');
  return (
    <p role="status">
      <Spinner /> {t('unitPlans.loadingPlan')}
    </p>
  );
}
