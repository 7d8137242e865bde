import { useTranslation } from 'react-i18next';
import { Button } from '@lesson-planner/shared-contracts/ui';

/** Opens the browser's print dialog; the page's print-only document is what gets printed. */
export function PrintButton() {
  const { t } = useTranslation('planner');
  return (
    <Button type="button" $variant="secondary" data-print="hidden" onClick={() => window.print()}>
      {t('print.button')}
    </Button>
  );
}
