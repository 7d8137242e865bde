import { useState } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import {
  hasErrors,
  validateClassroomFields,
  type ClassroomFields,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  Fieldset,
  RecordForm,
  type RecordFormFrame,
  TeamField,
  useCheckedSubmit,
} from '@lesson-planner/shared-contracts/forms';
import { SchoolChoiceField } from '@lesson-planner/shared-contracts/localized-fields';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { StandardsPicker } from './StandardsPicker';
import { TeacherPicker } from './TeacherPicker';

export interface ClassroomFormProps extends RecordFormFrame {
  initial: ClassroomFields;
  /** The teams the user may choose from (create), or the classroom's own team (edit). */
  teams: readonly TeamRef[];
  /** Editing: the team is shown, not chosen (a classroom never changes team). */
  teamLocked?: boolean;
  /** Always one of the teachers: the user creating it, or the owner when editing. */
  lockedTeacherId: string;
  /** Why the last save failed, from the store. */
  failure: CurriculumFailureCode | undefined;
  /** Resolves whether it saved; the form stays as typed when it did not. */
  onSubmit: (fields: ClassroomFields) => Promise<boolean>;
}

/**
 * The classroom form, for creating and editing. Checked on submit with the shared rules; the
 * first field at fault takes the focus, and from then on errors follow what the user types.
 */
export function ClassroomForm({
  initial,
  teams,
  teamLocked = false,
  lockedTeacherId,
  failure,
  onSubmit,
  ...frame
}: ClassroomFormProps) {
  const { t, i18n } = useTranslation('classroom');
  const myId = useSession((session) => session.user?.uid ?? null);
  const [draft, setDraft] = useState<ClassroomFields>(() => ({
    ...initial,
    teacherIds: initial.teacherIds.includes(lockedTeacherId)
      ? initial.teacherIds
      : [lockedTeacherId, ...initial.teacherIds],
  }));
  const form = useCheckedSubmit({
    draft,
    isValid: (fields) => !hasErrors(validateClassroomFields(fields)),
    busy: frame.busy,
    onSubmit,
  });

  const errors = form.checked ? validateClassroomFields(draft) : {};
  const errorText = (field: keyof ClassroomFields) => {
    const code = errors[field];
    return code ? t(`errors.${code}`) : null;
  };

  const update = <K extends keyof ClassroomFields>(field: K, value: ClassroomFields[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  // Teachers and standards belong to a team: another team starts them afresh.
  const chooseTeam = (teamId: string) =>
    setDraft((current) => ({ ...current, teamId, teacherIds: [lockedTeacherId], standards: [] }));

  return (
    <RecordForm
      form={form}
      failure={failure && `${t(`failures.${failure}`)} ${t('classroomForm.keptAsTyped')}`}
      cancelLabel={t('classroomForm.cancel')}
      {...frame}
    >
      <Fieldset>
        <legend>{t('classroomForm.about')}</legend>
        <Stack $gap={4}>
          <TextField
            label={t('classroomForm.name')}
            value={draft.name}
            onChange={(event) => update('name', event.target.value)}
            error={errorText('name')}
            required
            autoComplete="off"
          />
          <SchoolChoiceField
            kind="subject"
            label={t('classroomForm.subject')}
            value={draft.subject}
            onChange={(value) => update('subject', value)}
            locale={i18n.language}
          />
          <SchoolChoiceField
            kind="grade"
            label={t('classroomForm.gradeLevel')}
            value={draft.gradeLevel}
            onChange={(value) => update('gradeLevel', value)}
            locale={i18n.language}
          />
          <TextField
            label={t('classroomForm.academicYear')}
            hint={t('classroomForm.academicYearHint')}
            value={draft.academicYear}
            onChange={(event) => update('academicYear', event.target.value)}
            error={errorText('academicYear')}
            autoComplete="off"
          />
          <TeamField
            label={t('classroomForm.team')}
            chooseLabel={t('classroomForm.chooseTeam')}
            teams={teams}
            value={draft.teamId}
            onChange={chooseTeam}
            error={errorText('teamId')}
            locked={
              teamLocked
                ? teams.find((candidate) => candidate.id === draft.teamId)?.name ||
                  t('classrooms.unknownTeam')
                : undefined
            }
          />
        </Stack>
      </Fieldset>
      <TeacherPicker
        teamId={draft.teamId}
        selected={draft.teacherIds}
        lockedId={lockedTeacherId}
        myId={myId}
        error={errorText('teacherIds')}
        onChange={(teacherIds) => update('teacherIds', teacherIds)}
      />
      <StandardsPicker
        key={draft.teamId}
        teamId={draft.teamId}
        selected={draft.standards}
        onChange={(standards) => update('standards', standards)}
      />
    </RecordForm>
  );
}
