import { useTranslation } from 'react-i18next';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import type { PlanningFailureCode } from '../api/planning-failure';

/** The translated reason an operation failed (announced as an alert), or nothing. */
export function FailureMessage({ code }: { code: PlanningFailureCode | undefined }) {
  const { t } = useTranslation('unit');
  if (!code) return null;
  return <FormMessage $kind="error">{t(`failures.${code}`)}</FormMessage>;
}
