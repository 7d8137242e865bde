import { useTranslation } from 'react-i18next';
import { Button } from '@lesson-planner/shared-contracts/ui';

/**
 * Opens the browser's print dialog; the page's print-only document is what gets printed.
 * `label` names that document; without it the button prints a unit plan.
 */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation('planner');
  return (
    <Button type="button" $variant="secondary" data-print="hidden" onClick={() => window.print()}>
      {label ?? t('print.button')}
    </Button>
  );
}
