import { useTranslation } from 'react-i18next';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import type { TeamFailureCode } from '../api/team-failure';

/** The translated reason an operation failed (announced as an alert), or nothing. */
export function TeamErrorMessage({ code }: { code: TeamFailureCode | undefined }) {
  const { t } = useTranslation('teams');
  if (!code) return null;
  return <FormMessage $kind="error">{t(`errors.${code}`)}</FormMessage>;
}
