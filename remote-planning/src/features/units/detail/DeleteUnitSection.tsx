import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { ConfirmDialog } from '@lesson-planner/shared-contracts/ui/kit';
import { FailureMessage } from '../../../components/FailureMessage';
import type { UnitListLocationState } from '../list';
import { failureOf, useDeleteUnit } from '../unit-mutations';

/** Deleting a unit (and its plan), asked in a dialog first; then back to the list. */
export function DeleteUnitSection({ unit }: { unit: Unit }) {
  const { t } = useTranslation('unit');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteUnit();

  // Awaited rather than an onSuccess of mutate(): the unit's live page leaves (the unit is gone)
  // before the write resolves, and mutate()'s callbacks die with it.
  const confirm = async () => {
    try {
      await deletion.mutateAsync(unit);
    } catch {
      return; // the dialog says why
    }
    const state: UnitListLocationState = { deletedTitle: unit.title };
    navigate('/units', { state });
  };

  return (
    <Card as="section" aria-labelledby="unit-delete-title">
      <Stack>
        <h2 id="unit-delete-title">{t('delete.title')}</h2>
        <p>{t('delete.note')}</p>
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              deletion.reset();
              setConfirming(true);
            }}
          >
            {t('delete.start')}
          </Button>
        </div>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={t('delete.confirmTitle')}
          message={t('delete.confirmMessage', { title: unit.title })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busy={deletion.isPending}
          busyLabel={t('delete.deleting')}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <FailureMessage code={failureOf(deletion.error)} />
        </ConfirmDialog>
      )}
    </Card>
  );
}
