import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, FieldError, Fieldset, Hint } from '@lesson-planner/shared-contracts/forms';
import { Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureWithRetry } from './FailureWithRetry';
import { teamMembersQuery } from '../api/team-directory';
import { useTeamData } from './use-team-data';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/**
 * Who plans the unit (or experience) with its owner: members of its team other than the owner.
 * One who has since left the team stays listed while chosen, so they are removed deliberately.
 */
export function CollaboratorPicker({
  teamId,
  ownerId,
  selected,
  error,
  hint,
  onChange,
}: {
  teamId: string;
  ownerId: string;
  selected: readonly string[];
  error: string | null;
  /** What collaborators may do, and how many there may be. */
  hint: string;
  onChange: (collaboratorIds: string[]) => void;
}) {
  const { t } = useTranslation('unit');
  const id = useId();
  const { data: members, failure, retry } = useTeamData(teamId, teamMembersQuery);

  const people = [
    ...(members ?? []).filter((member) => member.userId !== ownerId),
    ...selected
      .filter((userId) => members && !members.some((member) => member.userId === userId))
      .map((userId) => ({ userId, name: t('form.collaborators.formerMember') })),
  ];
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...selected, userId] : selected.filter((other) => other !== userId));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Fieldset aria-describedby={describedBy}>
      <legend>{t('form.collaborators.legend')}</legend>
      <Stack>
        <Hint id={`${id}-hint`}>{hint}</Hint>
        {!teamId && <p>{t('form.chooseTeamFirst')}</p>}
        {teamId && !members && !failure && (
          <p role="status">
            <Spinner /> {t('form.collaborators.loading')}
          </p>
        )}
        {failure && <FailureWithRetry code={failure} onRetry={retry} />}
        {members && people.length === 0 && <p>{t('form.collaborators.nobody')}</p>}
        {members && people.length > 0 && (
          <Choices>
            {people.map(({ userId, name }) => (
              <Checkbox
                key={userId}
                checked={selected.includes(userId)}
                onChange={(event) => toggle(userId, event.target.checked)}
                aria-invalid={error ? true : undefined}
              >
                {name}
              </Checkbox>
            ))}
          </Choices>
        )}
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </Stack>
    </Fieldset>
  );
}
