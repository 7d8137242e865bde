/**
 * Profile changes that follow team membership (spec section 4), as patches the data layer
 * writes in the same transaction as the team change. Pure: they read the current profile and
 * return only the fields to update.
 */
import type { ProfileRole } from '@lesson-planner/shared-contracts/roles';

export interface MembershipProfile {
  role?: string | null;
  teamId?: string | null;
  defaultTeamId?: string | null;
  teams?: readonly string[] | null;
}

export interface MembershipPatch {
  role?: ProfileRole;
  isTeamLeader?: boolean;
  teamId?: string | null;
  defaultTeamId?: string | null;
  teams?: string[];
}

const withTeam = (teams: readonly string[] | null | undefined, teamId: string): string[] =>
  (teams ?? []).includes(teamId) ? [...(teams ?? [])] : [...(teams ?? []), teamId];

/**
 * Creating a team makes the creator its leader: role, isTeamLeader, teamId and defaultTeamId are
 * set. An admin or platform admin keeps their role (becoming a leader must not demote them).
 */
export function profileAfterTeamCreated(
  profile: MembershipProfile | null | undefined,
  teamId: string,
): MembershipPatch {
  const keepsRole = profile?.role === 'admin' || profile?.role === 'platformAdmin';
  return {
    ...(keepsRole ? {} : { role: 'leader' as const }),
    isTeamLeader: true,
    teamId,
    defaultTeamId: teamId,
    teams: withTeam(profile?.teams, teamId),
  };
}

/** Accepting an invite makes the user a member and sets the default team if none is set. */
export function profileAfterInviteAccepted(
  profile: MembershipProfile | null | undefined,
  teamId: string,
): MembershipPatch {
  return {
    teams: withTeam(profile?.teams, teamId),
    ...(profile?.defaultTeamId ? {} : { defaultTeamId: teamId }),
  };
}

/**
 * Leaving or being removed clears defaultTeamId if it pointed to that team. We clear `teamId`
 * the same way (the spec is silent; a pointer to a team one no longer belongs to only fails
 * later with "You are not a member of this team").
 */
export function profileAfterLeaving(
  profile: MembershipProfile | null | undefined,
  teamId: string,
): MembershipPatch {
  const patch: MembershipPatch = { teams: (profile?.teams ?? []).filter((id) => id !== teamId) };
  if (profile?.defaultTeamId === teamId) patch.defaultTeamId = null;
  if (profile?.teamId === teamId) patch.teamId = null;
  return patch;
}
