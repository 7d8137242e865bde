import { mdiPrinterOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@lesson-planner/shared-contracts/ui';

/**
 * Opens the browser's print dialog; the page's print-only document is what gets printed.
 * `label` names that document; without it the button prints a unit plan.
 */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation('planner');
  return (
    <Button type="button" $variant="secondary" data-print="hidden" onClick={() => window.print()}>
      <Icon path={mdiPrinterOutline} />
      {/* A toolbar short of room (the editor's on a phone) keeps the icon and hides the words. */}
      <span data-button-label="">{label ?? t('print.button')}</span>
    </Button>
  );
}
