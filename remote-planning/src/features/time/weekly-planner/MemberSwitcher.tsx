import { useEffect, useState } from 'react';
import { Select } from '@lesson-planner/shared-contracts/ui/kit';
import { useTranslation } from 'react-i18next';
import { listTeamMembers, type TeamMemberRef, type TeamRef } from '../../../api/team-directory';

/** The members of a team its leader may read the week of; none for anyone else. */
export function useWeekMembers(team: TeamRef | null) {
  const [members, setMembers] = useState<TeamMemberRef[]>([]);
  useEffect(() => {
    if (!team?.isLeader) return;
    let current = true;
    listTeamMembers(team.id)
      .then((found) => current && setMembers(found))
      .catch(() => current && setMembers([]));
    return () => {
      current = false;
    };
  }, [team]);
  return team?.isLeader ? members : [];
}

/** A leader's choice of whose week to read: theirs, or a member's. */
export function MemberSwitcher({
  members,
  uid,
  viewed,
  onChange,
}: {
  members: readonly TeamMemberRef[];
  uid: string | null;
  viewed: string | null;
  /** The member chosen, or null for the user's own week. */
  onChange: (personId: string | null) => void;
}) {
  const { t } = useTranslation('planner');
  if (members.length === 0) return null;
  return (
    <Select
      label={t('weekly.whoseWeek')}
      value={viewed ?? ''}
      onChange={(e) => onChange(e.target.value === uid ? null : e.target.value)}
    >
      {members.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.userId === uid ? t('weekly.myWeek') : member.name}
        </option>
      ))}
    </Select>
  );
}
