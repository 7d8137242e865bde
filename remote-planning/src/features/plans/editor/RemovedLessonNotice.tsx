import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { dismissRemoved, type RemovedLesson } from './editor-store';

/** A deleted lesson can be put back until another is deleted or the notice is dismissed. */
export function RemovedLessonNotice({
  removed,
  undoButton,
  onUndo,
}: {
  removed: RemovedLesson;
  undoButton: RefObject<HTMLButtonElement | null>;
  onUndo: () => void;
}) {
  const { t } = useTranslation('planner');
  const title = removed.lesson.title.trim() || t('planEditor.lesson.untitled');
  return (
    <FormMessage $kind="info" as="div">
      <Stack $gap={2}>
        <span>{t('planEditor.removed.text', { number: removed.index + 1, title })}</span>
        <ButtonRow>
          <Button ref={undoButton} type="button" $variant="secondary" onClick={onUndo}>
            {t('planEditor.removed.undo')}
          </Button>
          <Button type="button" $variant="secondary" onClick={dismissRemoved}>
            {t('planEditor.removed.dismiss')}
          </Button>
        </ButtonRow>
      </Stack>
    </FormMessage>
  );
}
