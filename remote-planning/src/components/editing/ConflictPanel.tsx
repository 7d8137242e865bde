import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';

/**
 * Someone saved the document (a plan, an experience…) after the teacher opened it. Their copy
 * stays on screen; they choose between the saved version (dropping theirs) and theirs written
 * over the saved one. Shared by the editors of versioned documents.
 */
export function ConflictPanel({
  message: text,
  busy,
  onLoadSaved,
  onOverwrite,
}: {
  /** What happened, in the words of the document's own area. */
  message: string;
  busy: boolean;
  onLoadSaved: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation('planner');
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => message.current?.focus(), []);

  return (
    <Stack $gap={2}>
      <FormMessage $kind="error" ref={message} tabIndex={-1}>
        {text}
      </FormMessage>
      <p>{t('planEditor.conflict.choose')}</p>
      <ButtonRow>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onLoadSaved}>
          {t('planEditor.conflict.loadSaved')}
        </Button>
        <Button type="button" disabled={busy} onClick={onOverwrite}>
          {t('planEditor.conflict.overwrite')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
