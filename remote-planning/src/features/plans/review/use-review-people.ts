// Who is who on a plan's review: whether the user leads the plan's team (the server decides
// anyway), and each author's name in the team's member records (never a name stored with the
// comment, so no one can sign as someone else).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyTeams } from '../../../api/my-teams-data';
import { teamMembersQuery } from '../../../api/team-directory';
import { useTeamData } from '../../../components/use-team-data';

/** Whether the user leads the team; false until known (or when the teams cannot be read). */
export function useLeadsTeam(teamId: string): boolean {
  const { data: teams } = useMyTeams();
  return teams?.some((team) => team.id === teamId && team.isLeader) ?? false;
}

/** A member's name by id: a former member, or one not read yet, is named as such. */
export function useMemberName(teamId: string): (userId: string) => string {
  const { t } = useTranslation('planner');
  const { data } = useTeamData(teamId, teamMembersQuery);
  return useCallback(
    (userId: string) =>
      data?.find((member) => member.userId === userId)?.name ?? t('review.someone'),
    [data, t],
  );
}
