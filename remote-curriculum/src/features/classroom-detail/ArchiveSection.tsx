import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Stack, showToast } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode, useSetArchived } from '../../api/classroom-data';

/**
 * Archive or restore, confirmed in place (not with window.confirm): the question takes the
 * focus, and the focus returns to the button once it is answered.
 */
export function ArchiveSection({ classroom }: { classroom: Classroom }) {
  const { t } = useTranslation('classroom');
  const titleId = useId();
  const start = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [focusStart, setFocusStart] = useState(0);
  const archive = useSetArchived(classroom);
  const busy = archive.isPending;
  const archiving = !classroom.archived;

  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (focusStart > 0) start.current?.focus();
  }, [focusStart]);

  const close = () => {
    setConfirming(false);
    setFocusStart((n) => n + 1);
  };
  const confirm = async () => {
    try {
      await archive.mutateAsync(archiving);
    } catch {
      return;
    }
    showToast(archiving ? t('classrooms.archivedDone') : t('classrooms.restoredDone'));
    close();
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack>
        <h2 id={titleId}>
          {classroom.archived ? t('classrooms.restoreTitle') : t('classrooms.archiveTitle')}
        </h2>
        <p>{classroom.archived ? t('classrooms.archivedNote') : t('classrooms.archiveNote')}</p>
        {!confirming ? (
          <div>
            <Button
              ref={start}
              type="button"
              $variant="secondary"
              onClick={() => {
                archive.reset();
                setConfirming(true);
              }}
            >
              {archiving ? t('classrooms.archive') : t('classrooms.restore')}
            </Button>
          </div>
        ) : (
          <Stack $gap={2} role="group" aria-labelledby={`${titleId}-question`}>
            <p id={`${titleId}-question`} ref={question} tabIndex={-1}>
              {archiving
                ? t('classrooms.confirmArchive', { name: classroom.name })
                : t('classrooms.confirmRestore', { name: classroom.name })}
            </p>
            <FailureMessage code={failureCode(archive.error)} />
            <ButtonRow>
              <Button type="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
                {archiving
                  ? t('classrooms.confirmArchiveButton')
                  : t('classrooms.confirmRestoreButton')}
              </Button>
              <Button type="button" $variant="secondary" onClick={close}>
                {t('classrooms.keep')}
              </Button>
            </ButtonRow>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
