import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { MAX_NOTE_LENGTH, type ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import styled from 'styled-components';
import { mdiNoteEditOutline, mdiNotePlusOutline } from '@mdi/js';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { IconButton, TextArea } from '@lesson-planner/shared-contracts/ui/kit';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { saveNote } from '../../../api/school-time-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import { useUnloadGuard } from '../../../components/editing';

const NoteText = styled.p`
  font-size: ${({ theme }) => theme.type.caption};
  white-space: pre-wrap;
`;

/** The note on one meeting ("bring the seeds"): shown, and for its teachers editable. */
export function NoteEditor({
  target,
  note,
  label,
  readOnly,
  uid,
  onSaved,
}: {
  target: { teamId: string; classroomId: string; date: string; periodId: string };
  note: ScheduleNote | null;
  /** Names the meeting, for the field's label. */
  label: string;
  readOnly: boolean;
  uid: string;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('planner');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);

  const startEditing = () => {
    setText(note?.text ?? '');
    setFailure(null);
    setEditing(true);
  };

  if (readOnly || !editing)
    return (
      <div>
        {note && <NoteText data-note>{note.text}</NoteText>}
        {!readOnly && (
          <IconButton
            compact
            className="no-print"
            icon={note ? mdiNoteEditOutline : mdiNotePlusOutline}
            label={
              note
                ? t('weekly.note.edit', { meeting: label })
                : t('weekly.note.add', { meeting: label })
            }
            onPress={startEditing}
          />
        )}
      </div>
    );

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await saveNote(target, text, note?.version ?? 0, uid);
      await onSaved();
      setEditing(false);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
      // Someone else saved a note here meanwhile: show theirs; the typed text stays in the field.
      if (PlanningFailure.from(error).code === 'conflict') await onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <GuardUnsaved wouldLoseWork={() => busy || text.trim() !== (note?.text ?? '')} />
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
        <Button type="button" $variant="secondary" onClick={() => setEditing(false)}>
          {t('weekly.note.cancel')}
        </Button>
      </ButtonRow>
    </div>
  );
}

/**
 * Reloading while the note is typed but not saved, or while its save is still on its way, would
 * drop it: the browser asks first. Only an open note listens, not each of a week's meetings.
 */
function GuardUnsaved({ wouldLoseWork }: { wouldLoseWork: () => boolean }) {
  useUnloadGuard(wouldLoseWork);
  return null;
}
