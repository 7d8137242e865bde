import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_TEACHERS_PER_CLASSROOM } from '@lesson-planner/shared-contracts/curriculum';
import { Checkbox, FieldError, Fieldset, Hint } from '@lesson-planner/shared-contracts/forms';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { failureCode } from '../../api/classroom-data';
import { teamMembersQuery, type TeamMemberRef } from '../../api/team-directory';
import { FailureMessage } from '../../components/FailureMessage';

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
  // Live: a member who joins the team meanwhile can be picked without a reload.
  const members = useQuery({ ...teamMembersQuery(teamId), enabled: teamId !== '' });

  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...selected, userId] : selected.filter((other) => other !== userId));

  const people = (found: readonly TeamMemberRef[]) => [
    ...found,
    ...selected
      .filter((userId) => !found.some((member) => member.userId === userId))
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
        {teamId && (
          <LoadState
            result={{ data: members.data, error: failureCode(members.error) }}
            loading={t('classroomForm.teacherPicker.loading')}
            failure={(code) => <FailureMessage code={code} />}
            onRetry={() => void members.refetch()}
          >
            {(found) => (
              <Choices>
                {people(found).map(({ userId, name }) => (
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
          </LoadState>
        )}
        <p>
          {t('classroomForm.teacherPicker.count', { count: new Set([lockedId, ...selected]).size })}
        </p>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </Stack>
    </Fieldset>
  );
}
