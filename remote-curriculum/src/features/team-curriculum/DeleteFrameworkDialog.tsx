import { useTranslation } from 'react-i18next';
import type { Framework } from '@lesson-planner/shared-contracts/curriculum';
import { ConfirmDialog } from '@lesson-planner/shared-contracts/ui/kit';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode } from '../../api/classroom-data';
import { useDeleteFramework } from '../../api/curriculum-data';

/** Deleting removes every standard too, so it asks first. */
export function DeleteFrameworkDialog({
  teamId,
  framework,
  onCancel,
  onDeleted,
}: {
  teamId: string;
  framework: Framework;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('classroom');
  const remove = useDeleteFramework(teamId, framework.id);
  return (
    <ConfirmDialog
      title={t('frameworks.delete')}
      message={t('frameworks.deleteConfirm', { name: framework.name })}
      confirmLabel={t('frameworks.deleteYes')}
      cancelLabel={t('actions.cancel')}
      busy={remove.isPending}
      busyLabel={t('actions.deleting')}
      onConfirm={async () => {
        try {
          await remove.mutateAsync();
        } catch {
          return;
        }
        onDeleted();
      }}
      onCancel={onCancel}
    >
      <FailureMessage code={failureCode(remove.error)} />
    </ConfirmDialog>
  );
}
