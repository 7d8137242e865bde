import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import {
  MAX_NOTE_LENGTH,
  noteIdFor,
  type ScheduleNote,
} from '@lesson-planner/shared-contracts/schedule';
import { useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { TextArea } from '@lesson-planner/shared-contracts/ui/fields';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { noteSaved } from '../../../api/school-time-cache';
import { saveNote } from '../../../api/school-time-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import { useUnloadGuard } from '../../../components/editing';

/**
 * The note on one meeting ("bring the seeds") open for editing: mounted only while it is, so a
 * week's meetings hold no editor state and no unload listener of their own.
 */
export function NoteEditor({
  target,
  note,
  label,
  uid,
  onClose,
}: {
  target: { teamId: string; classroomId: string; date: string; periodId: string };
  note: ScheduleNote | null;
  /** Names the meeting, for the field's label. */
  label: string;
  uid: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('planner');
  const queryClient = useQueryClient();
  const [text, setText] = useState(note?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  // Reloading while the note is typed but not saved, or while its save is still on its way,
  // would drop it: the browser asks first.
  useUnloadGuard(() => busy || text.trim() !== (note?.text ?? ''));

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const baseVersion = note?.version ?? 0;
      const version = await saveNote(target, text, baseVersion, uid);
      // Shown at once; the week's live notes confirm it. (Version 0: the note is gone.)
      noteSaved(queryClient, {
        ...target,
        id: noteIdFor(target.classroomId, target.date, target.periodId),
        text: version === 0 ? '' : text.trim(),
        version: Math.max(version, 1),
        baseVersion,
        updatedBy: uid,
        updatedAt: new Date(),
      });
      onClose();
    } catch (error) {
      // Someone else saved a note here meanwhile: theirs shows (the week's notes are live); the
      // typed text stays in the field.
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <TextArea
        label={t('weekly.note.label', { meeting: label })}
        value={text}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(e) => setText(e.target.value)}
      />
      <FailureMessage code={failure ?? undefined} />
      <ButtonRow>
        <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
          {busy ? t('scheduler.saving') : t('weekly.note.save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('weekly.note.cancel')}
        </Button>
      </ButtonRow>
    </div>
  );
}
