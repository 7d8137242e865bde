import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';

/**
 * Someone saved the document after the teacher opened it. Their copy stays on screen; they
 * choose between the saved version (dropping theirs) and theirs written over the saved one.
 * `message` says what happened; the unit plan's wording by default.
 */
export function ConflictPanel({
  busy,
  message: text,
  onLoadSaved,
  onOverwrite,
}: {
  busy: boolean;
  message?: string;
  onLoadSaved: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation(['planner', 'unit']);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => message.current?.focus(), []);

  return (
    <Stack $gap={2}>
      <FormMessage $kind="error" ref={message} tabIndex={-1}>
        {text ?? t('unit:failures.conflict')}
      </FormMessage>
      <p>{t('planner:planEditor.conflict.choose')}</p>
      <ButtonRow>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onLoadSaved}>
          {t('planner:planEditor.conflict.loadSaved')}
        </Button>
        <Button type="button" disabled={busy} onClick={onOverwrite}>
          {t('planner:planEditor.conflict.overwrite')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
