// Who is who on a plan's review: whether the user leads the plan's team (the server decides
// anyway), and each author's name in the team's member records (never a name stored with the
// comment, so no one can sign as someone else).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberRef } from '../../../api/team-directory';
import { useTeamData } from '../../../components/use-team-data';
import { loadMyTeams, loadTeamMembers } from '../../../stores/units-store';

/** Whether the user leads the team; false until known. */
export function useLeadsTeam(teamId: string): boolean {
  const [leads, setLeads] = useState(false);
  useEffect(() => {
    let current = true;
    void loadMyTeams().then((teams) => {
      if (current) setLeads(teams.some((team) => team.id === teamId && team.isLeader));
    });
    return () => {
      current = false;
    };
  }, [teamId]);
  return leads;
}

/** A member's name by id: a former member, or one not read yet, is named as such. */
export function useMemberName(teamId: string): (userId: string) => string {
  const { t } = useTranslation('planner');
  const members = useTeamData<TeamMemberRef>(teamId, 'members', 'loadMembers', loadTeamMembers);
  const data = members.data;
  return useCallback(
    (userId: string) =>
      data?.find((member) => member.userId === userId)?.name ?? t('review.someone'),
    [data, t],
  );
}
