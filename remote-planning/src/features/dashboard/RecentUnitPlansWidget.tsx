import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { loadMyUnitPlans, useUnitPlansStore } from '../../stores/unit-plans-store';
import { loadUnits, useUnitsStore } from '../../stores/units-store';

/** How many plans the card lists; the rest are one link away. */
const WIDGET_LIMIT = 5;

const PlanList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.9rem;
`;

/** Dashboard card: the five most recently updated plans of the user's teams. */
export default function RecentUnitPlansWidget() {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const plans = useUnitPlansStore((state) => state.plans?.data ?? null);
  const failure = useUnitPlansStore((state) => state.failure);
  const units = useUnitsStore((state) => state.units?.data ?? null);

  useEffect(() => {
    void loadMyUnitPlans();
    // Unit titles only label the plans: without them a plan reads as "Unit plan".
    void loadUnits();
  }, []);

  const formatDate = dateTimeFormatter(i18n.language, { dateStyle: 'medium' });
  const titleOf = (unitId: string) =>
    units?.find((unit) => unit.id === unitId)?.title ?? t('unitPlans.unknownUnit');

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId}>{t('unitPlans.widget.title')}</h2>
        <FailureMessage code={plans ? undefined : (failure ?? undefined)} />
        {!plans && !failure && (
          <p role="status">
            <Spinner /> {t('unitPlans.list.loading')}
          </p>
        )}
        {plans && plans.length === 0 && <p>{t('unitPlans.widget.none')}</p>}
        {plans && plans.length > 0 && (
          <PlanList>
            {plans.slice(0, WIDGET_LIMIT).map((plan) => (
              <li key={plan.id}>
                <Link to={`/units/plan/edit/${plan.id}`}>{titleOf(plan.unitId)}</Link>
                <Muted>
                  {t('unitPlans.widget.details', {
                    date: formatDate(plan.updatedAt),
                    lessons: t('unitPlans.lessonCount', { count: plan.lessons.length }),
                  })}
                </Muted>
              </li>
            ))}
          </PlanList>
        )}
        <p>
          <Link to="/units/plan">{t('unitPlans.widget.all')}</Link>
        </p>
      </Stack>
    </Card>
  );
}
