import { useTranslation } from 'react-i18next';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { teamMembersQuery, type TeamMemberRef } from '../../../api/team-directory';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';

const NO_MEMBERS: TeamMemberRef[] = [];

/**
 * The members of a team its leader may read the week of (live: one who joins shows); none for
 * anyone else, and none while they cannot be read (the switcher is left out).
 */
export function useWeekMembers(team: TeamRef | null) {
  const members = useQuery({
    ...teamMembersQuery(team?.id ?? ''),
    enabled: team?.isLeader === true,
  });
  return (team?.isLeader && members.data) || NO_MEMBERS;
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
