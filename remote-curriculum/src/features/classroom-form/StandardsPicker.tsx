import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  StandardsPicker as SharedStandardsPicker,
  type TeamStandards,
} from '@lesson-planner/shared-contracts/standards-picker';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import { FailureMessage } from '../../components/FailureMessage';
import { loadTeamStandards, useCurriculumStore } from '../../stores/curriculum-store';

// Where the shared picker's texts are.
export const PICKER_TEXTS = { ns: 'classroom', keyPrefix: 'classroomForm.standardsPicker' };

/**
 * The standards a classroom follows, from its team's frameworks, read through the curriculum
 * store. Render it with `key={teamId}` so a change of team starts afresh.
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
  const [data, setData] = useState<TeamStandards[] | null>(null);
  const [failure, setFailure] = useState<CurriculumFailureCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!teamId) return;
    let current = true;
    void loadTeamStandards(teamId).then((result) => {
      if (!current) return;
      const { errors } = useCurriculumStore.getState();
      setData(result);
      setFailure(
        result ? (errors.loadStandards ?? null) : (errors.loadTeamCurriculum ?? 'unknown'),
      );
    });
    return () => {
      current = false;
    };
  }, [teamId, attempt]);

  return (
    <SharedStandardsPicker
      texts={PICKER_TEXTS}
      teamId={teamId}
      data={data}
      failure={
        failure && (
          <Stack $gap={2}>
            <FailureMessage code={failure} />
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
        )
      }
      selected={selected}
      onChange={onChange}
      legend={t('classroomForm.standardsPicker.legend')}
      hint={t('classroomForm.standardsPicker.hint')}
    />
  );
}
