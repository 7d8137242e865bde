import { useTranslation } from 'react-i18next';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import type { CurriculumFailureCode } from '../api/curriculum-failure';

/** The translated reason an operation failed (announced as an alert), or nothing. */
export function FailureMessage({ code }: { code: CurriculumFailureCode | undefined }) {
  const { t } = useTranslation('classroom');
  if (!code) return null;
  return <FormMessage $kind="error">{t(`failures.${code}`)}</FormMessage>;
}
