import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { Button } from '@lesson-planner/shared-contracts/ui/kit';
import { CopyUnitDialog } from './CopyUnitDialog';

/** "Use in my classroom" on a unit's page or preview, opening the copy dialog. */
export function CopyUnitButton({
  unit,
  variant = 'secondary',
}: {
  unit: Unit;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('unit');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant={variant} onClick={() => setOpen(true)}>
        {t('copy.open')}
      </Button>
      {open && <CopyUnitDialog unit={unit} onClose={() => setOpen(false)} />}
    </>
  );
}
