import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from '@lesson-planner/shared-contracts/routing';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { Dialog, DialogActions } from '@lesson-planner/shared-contracts/ui/kit';

/**
 * Asks before leaving with unsaved changes. Staying is the default (focused, and Escape);
 * leaving discards the changes, which `onDiscard` does before the navigation goes on.
 */
export function LeaveConfirmDialog({
  blocker,
  text,
  onDiscard,
}: {
  blocker: Blocker;
  /** What would be lost, in the words of the document's own area. */
  text: string;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('planner');
  const textId = useId();
  return (
    <Dialog
      role="alertdialog"
      title={t('planEditor.leave.title')}
      descriptionId={textId}
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <p id={textId}>{text}</p>
      <DialogActions>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onDiscard();
            blocker.proceed?.();
          }}
        >
          {t('planEditor.leave.discard')}
        </Button>
        <Button type="button" autoFocus onClick={() => blocker.reset?.()}>
          {t('planEditor.leave.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
