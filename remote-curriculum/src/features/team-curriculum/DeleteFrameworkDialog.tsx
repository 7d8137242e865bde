import { useTranslation } from 'react-i18next';
import type { Framework } from '@lesson-planner/shared-contracts/curriculum';
import { ConfirmDialog } from '@lesson-planner/shared-contracts/ui/kit';
import { FailureMessage } from '../../components/FailureMessage';
import { deleteFramework, useCurriculumStore } from '../../stores/curriculum-store';

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
  const busy = useCurriculumStore((state) => state.busy.deleteFramework === true);
  const error = useCurriculumStore((state) => state.errors.deleteFramework);
  return (
    <ConfirmDialog
      title={t('frameworks.delete')}
      message={t('frameworks.deleteConfirm', { name: framework.name })}
      confirmLabel={t('frameworks.deleteYes')}
      cancelLabel={t('actions.cancel')}
      busy={busy}
      busyLabel={t('actions.deleting')}
      onConfirm={async () => {
        if (await deleteFramework(teamId, framework.id)) onDeleted();
      }}
      onCancel={onCancel}
    >
      <FailureMessage code={error} />
    </ConfirmDialog>
  );
}
