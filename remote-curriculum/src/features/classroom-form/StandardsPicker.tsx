import { useTranslation } from 'react-i18next';
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { StandardsPicker as SharedStandardsPicker } from '@lesson-planner/shared-contracts/standards-picker';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { failureCode } from '../../api/classroom-data';
import { useTeamStandards } from '../../api/curriculum-data';
import { FailureMessage } from '../../components/FailureMessage';

// Where the shared picker's texts are.
export const PICKER_TEXTS = { ns: 'classroom', keyPrefix: 'classroomForm.standardsPicker' };

/**
 * The standards a classroom follows, from its team's frameworks (live). Render it with
 * `key={teamId}` so a change of team starts afresh.
 */
export function StandardsPicker({
  teamId,
  selected,
  onChange,
}: {
  teamId: string;
  selected: readonly StandardRef[];
  onChange: (standards: StandardRef[]) => void;
}) {
  const { t } = useTranslation('classroom');
  const { data, error, refetch } = useTeamStandards(teamId);
  const failure = failureCode(error);

  return (
    <SharedStandardsPicker
      texts={PICKER_TEXTS}
      teamId={teamId}
      data={data ?? null}
      failure={
        failure && (
          <Stack $gap={2}>
            <FailureMessage code={failure} />
            <div>
              <Button type="button" $variant="secondary" onClick={refetch}>
                {t('classrooms.retry')}
              </Button>
            </div>
          </Stack>
        )
      }
      selected={selected}
      onChange={onChange}
      legend={t('classroomForm.standardsPicker.legend')}
      hint={t('classroomForm.standardsPicker.hint')}
    />
  );
}
