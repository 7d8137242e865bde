import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import type { PlanningFailureCode } from '../api/planning-failure';
import { FailureMessage } from './FailureMessage';

/** Why a read failed (an alert) and a button to read again. */
export function FailureWithRetry({
  code,
  onRetry,
}: {
  code: PlanningFailureCode;
  onRetry: () => void;
}) {
  const { t } = useTranslation('unit');
  return (
    <Stack $gap={2}>
      <FailureMessage code={code} />
      <div>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </Stack>
  );
}
