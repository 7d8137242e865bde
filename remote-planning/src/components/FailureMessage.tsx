import { useTranslation } from 'react-i18next';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import type { PlanningFailureCode } from '../api/planning-failure';

/**
 * The translated reason an operation failed (announced as an alert), or nothing. A draft that
 * failed after parts of it had arrived was charged: that is said instead of "nothing was
 * charged".
 */
export function FailureMessage({
  code,
  chargedTokens = 0,
}: {
  code: PlanningFailureCode | undefined;
  chargedTokens?: number;
}) {
  const { t } = useTranslation('unit');
  if (!code) return null;
  return (
    <FormMessage $kind="error">
      {chargedTokens > 0
        ? t('failures.chargedForPartialDraft', { count: chargedTokens })
        : t(`failures.${code}`)}
    </FormMessage>
  );
}
