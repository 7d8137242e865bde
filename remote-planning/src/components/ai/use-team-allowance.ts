import { useEffect, useState } from 'react';
import { fetchTeamAllowance, type TeamAllowance } from '../../api/team-directory';

/** The team's allowance, read afresh each time the AI panel opens (it mounts with the panel). */
export function useTeamAllowance(teamId: string): TeamAllowance | null {
  const [allowance, setAllowance] = useState<{ teamId: string; value: TeamAllowance | null }>();
  useEffect(() => {
    let current = true;
    fetchTeamAllowance(teamId).then(
      (value) => current && setAllowance({ teamId, value }),
      // The panel works without the figure; the server still refuses an exhausted allowance.
      (error: unknown) => console.warn('Reading the team’s allowance failed', error),
    );
    return () => {
      current = false;
    };
  }, [teamId]);
  return allowance?.teamId === teamId ? allowance.value : null;
}
