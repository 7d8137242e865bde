import { useTranslation } from 'react-i18next';
import { Spinner } from '@lesson-planner/shared-contracts/ui';
import { teamClassroomsQuery, type ClassroomRef } from '../../../api/team-directory';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import { FieldStack } from '@lesson-planner/shared-contracts/forms';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { useTeamData } from '../../../components/use-team-data';

/**
 * The classroom the unit is for, from its team's classrooms (optional). Archived classrooms are
 * not offered, except the one already chosen.
 */
export function ClassroomField({
  teamId,
  value,
  onChange,
}: {
  teamId: string;
  value: string;
  onChange: (classroom: ClassroomRef | null) => void;
}) {
  const { t } = useTranslation('unit');
  const { data: classrooms, failure, retry } = useTeamData(teamId, teamClassroomsQuery);

  const offered = (classrooms ?? []).filter(
    (classroom) => !classroom.archived || classroom.id === value,
  );
  // A chosen classroom that has left the team stays chosen until the user changes it.
  const chosenIsGone =
    classrooms !== null && value !== '' && !offered.some((classroom) => classroom.id === value);

  return (
    <FieldStack>
      <Select
        label={t('form.classroom')}
        hint={teamId ? t('form.classroomHint') : t('form.chooseTeamFirst')}
        value={value}
        disabled={!classrooms}
        onChange={(event) =>
          onChange(offered.find((classroom) => classroom.id === event.target.value) ?? null)
        }
      >
        <option value="">{t('form.noClassroom')}</option>
        {offered.map((classroom) => (
          <option key={classroom.id} value={classroom.id}>
            {classroom.name}
          </option>
        ))}
        {chosenIsGone && <option value={value}>{t('form.unknownClassroom')}</option>}
      </Select>
      {teamId && !classrooms && !failure && (
        <p role="status">
          <Spinner /> {t('form.loadingClassrooms')}
        </p>
      )}
      {failure && <FailureWithRetry code={failure} onRetry={retry} />}
    </FieldStack>
  );
}
