import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Framework } from '@lesson-planner/shared-contracts/curriculum';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { deleteFramework, useCurriculumStore } from '../../stores/curriculum-store';

/** Deleting removes every standard too, so it asks first, in the page rather than a dialog. */
export function DeleteFrameworkButton({
  teamId,
  framework,
  onDeleted,
}: {
  teamId: string;
  framework: Framework;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('classroom');
  const [confirming, setConfirming] = useState(false);
  const busy = useCurriculumStore((state) => state.busy.deleteFramework === true);
  const error = useCurriculumStore((state) => state.errors.deleteFramework);

  if (!confirming)
    return (
      <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
        {t('frameworks.delete')}
      </Button>
    );

  return (
    <div role="group" aria-label={t('frameworks.delete')}>
      <p>{t('frameworks.deleteConfirm', { name: framework.name })}</p>
      <ButtonRow>
        <Button
          type="button"
          autoFocus
          disabled={busy}
          onClick={async () => {
            if (await deleteFramework(teamId, framework.id)) onDeleted();
          }}
        >
          {busy ? t('actions.deleting') : t('frameworks.deleteYes')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
          {t('actions.cancel')}
        </Button>
      </ButtonRow>
      <FailureMessage code={error} />
    </div>
  );
}
