import { useTranslation } from 'react-i18next';
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { StandardsPicker as SharedStandardsPicker } from '@lesson-planner/shared-contracts/standards-picker';
import { teamStandardsQuery } from '../../api/standard-queries';
import { FailureWithRetry } from '../FailureWithRetry';
import { useTeamData } from '../use-team-data';

// Where the shared picker's texts are: the unit form's, where it started.
export const PICKER_TEXTS = { ns: 'unit', keyPrefix: 'form.standards' };

/**
 * Standards from the team's frameworks (what a unit teaches, what a rubric criterion
 * assesses), read through their query; the caller names what the standards are for.
 */
export function StandardsPicker({
  teamId,
  selected,
  error,
  legend,
  hint,
  onChange,
}: {
  teamId: string;
  selected: readonly StandardRef[];
  error: string | null;
  legend?: string;
  hint: string;
  onChange: (standards: StandardRef[]) => void;
}) {
  const { t } = useTranslation('unit');
  const { data, failure, retry } = useTeamData(teamId, teamStandardsQuery);
  return (
    <SharedStandardsPicker
      texts={PICKER_TEXTS}
      teamId={teamId}
      data={data}
      failure={failure && <FailureWithRetry code={failure} onRetry={retry} />}
      selected={selected}
      onChange={onChange}
      legend={legend ?? t('form.standards.legend')}
      hint={hint}
      error={error}
    />
  );
}
