import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_TEACHERS_PER_CLASSROOM } from '@lesson-planner/shared-contracts/curriculum';
import { Checkbox, FieldError, Fieldset, Hint } from '@lesson-planner/shared-contracts/forms';
import { Button, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import { FailureMessage } from '../../components/FailureMessage';
import { loadTeamMembers, useClassroomsStore } from '../../stores/classrooms-store';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/**
 * The classroom's teachers, picked from the team's members. `lockedId` (the user creating it,
 * or the owner when editing) always teaches it. A teacher who has since left the team stays
 * listed, so they can be removed deliberately rather than silently.
 */
export function TeacherPicker({
  teamId,
  selected,
  lockedId,
  myId,
  error,
  onChange,
}: {
  teamId: string;
  selected: readonly string[];
  lockedId: string;
  myId: string | null;
  error: string | null;
  onChange: (teacherIds: string[]) => void;
}) {
  const { t } = useTranslation('classroom');
  const id = useId();
  const members = useClassroomsStore((state) => state.members[teamId]?.data ?? null);
  // Kept here rather than read from the store, where errors expire after 30 seconds.
  const [failure, setFailure] = useState<{ teamId: string; code: CurriculumFailureCode } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!teamId) return;
    let current = true;
    void loadTeamMembers(teamId, { force: attempt > 0 }).then(() => {
      const { members: loaded, errors } = useClassroomsStore.getState();
      if (current && !loaded[teamId]) setFailure({ teamId, code: errors.loadMembers ?? 'unknown' });
    });
    return () => {
      current = false;
    };
  }, [teamId, attempt]);
  const failed = failure?.teamId === teamId ? failure.code : null;

  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...selected, userId] : selected.filter((other) => other !== userId));

  const people = [
    ...(members ?? []),
    ...selected
      .filter((userId) => members && !members.some((member) => member.userId === userId))
      .map((userId) => ({ userId, name: null })),
  ];
  const label = (userId: string, name: string | null) => {
    if (name === null) return t('classroomForm.teacherPicker.formerMember');
    if (userId === myId) return t('classroomForm.teacherPicker.me', { name });
    if (userId === lockedId) return t('classroomForm.teacherPicker.owner', { name });
    return name;
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Fieldset aria-describedby={describedBy}>
      <legend>{t('classroomForm.teacherPicker.legend')}</legend>
      <Stack>
        <Hint id={`${id}-hint`}>
          {t('classroomForm.teacherPicker.hint', { max: MAX_TEACHERS_PER_CLASSROOM })}
        </Hint>
        {!teamId && <p>{t('classroomForm.teacherPicker.chooseTeam')}</p>}
        {teamId && !members && !failed && (
          <p role="status">
            <Spinner /> {t('classroomForm.teacherPicker.loading')}
          </p>
        )}
        {teamId && !members && failed && (
          <Stack $gap={2}>
            <FailureMessage code={failed} />
            <div>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('classrooms.retry')}
              </Button>
            </div>
          </Stack>
        )}
        {teamId && members && (
          <Choices>
            {people.map(({ userId, name }) => (
              <Checkbox
                key={userId}
                name="teacherIds"
                value={userId}
                checked={userId === lockedId || selected.includes(userId)}
                disabled={userId === lockedId}
                onChange={(event) => toggle(userId, event.target.checked)}
                aria-invalid={error && userId !== lockedId ? true : undefined}
              >
                {label(userId, name)}
              </Checkbox>
            ))}
          </Choices>
        )}
        <p>
          {t('classroomForm.teacherPicker.count', { count: new Set([lockedId, ...selected]).size })}
        </p>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </Stack>
    </Fieldset>
  );
}
