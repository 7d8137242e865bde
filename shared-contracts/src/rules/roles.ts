/**
 * Roles and permissions (spec section 6). Inputs are structural, so both parsed domain objects
 * and raw documents can be passed; null/undefined mean "not loaded" and grant nothing.
 */

/** The profile fields that decide roles. */
export interface RoleProfile {
  role?: string | null;
  isAdmin?: boolean | null;
  isTeamLeader?: boolean | null;
  teamId?: string | null;
  defaultTeamId?: string | null;
  teams?: readonly string[] | null;
}

/** The team fields that decide roles. */
export interface RoleTeam {
  id?: string | null;
  roles?: Readonly<Record<string, string>> | null;
}

/** Team-map roles that lead a team. */
export const LEADING_TEAM_ROLES = ['leader', 'owner'] as const;
/** Profile roles that mark a team leader. */
export const LEADER_PROFILE_ROLES = ['leader', 'team_leader'] as const;

const includes = (list: readonly string[], value: string | null | undefined): boolean =>
  value != null && list.includes(value);

/** Whether the team lists `uid` at all (in its roles map or the profile's own team links). */
function belongsTo(profile: RoleProfile | null | undefined, team: RoleTeam, uid: string): boolean {
  if (team.roles && Object.hasOwn(team.roles, uid)) return true;
  const teamId = team.id;
  if (!teamId || !profile) return false;
  return (
    profile.teamId === teamId ||
    profile.defaultTeamId === teamId ||
    (profile.teams ?? []).includes(teamId)
  );
}

/**
 * Whether `uid` leads `team`. Recognised (spec section 6) when the team's roles map says
 * `leader` — or `owner`: the map's four values are leader, member, admin, owner, and an owner
 * (the creator, in older documents) holds at least a leader's rights; `admin` does not lead.
 *
 * Also when the profile role is `leader`/`team_leader` or `isTeamLeader` is true — but only for
 * a team the user belongs to. Those profile flags are global (one per user, not per team), and
 * honouring them for any team would let the leader of one team remove members of every other.
 * `profile` must be the profile of `uid`.
 */
export function isTeamLeader(
  profile: RoleProfile | null | undefined,
  team: RoleTeam | null | undefined,
  uid: string | null | undefined,
): boolean {
  if (!team || !uid) return false;
  if (includes(LEADING_TEAM_ROLES, team.roles?.[uid])) return true;
  if (!profile) return false;
  const profileSaysLeader =
    includes(LEADER_PROFILE_ROLES, profile.role) || profile.isTeamLeader === true;
  return profileSaysLeader && belongsTo(profile, team, uid);
}

/** Member access to a team requires a member record (teams/{id}/members/{uid}). */
export const isTeamMember = (memberRecordExists: boolean): boolean => memberRecordExists === true;

/** Admin: `isAdmin` is true or the role is `admin`. */
export const isAdmin = (profile: RoleProfile | null | undefined): boolean =>
  profile?.isAdmin === true || profile?.role === 'admin';

/** Platform admin: the role is `platformAdmin` or `isAdmin` is true. */
export const isPlatformAdmin = (profile: RoleProfile | null | undefined): boolean =>
  profile?.role === 'platformAdmin' || profile?.isAdmin === true;

/**
 * Whether `uid` may manage `team` (edit it, set its token limit, invite, remove members). The
 * spec names the team manager as the leader, so this is `isTeamLeader`; admins get no implicit
 * rights because what admins may do is not specified.
 */
export const canManageTeam = (
  profile: RoleProfile | null | undefined,
  team: RoleTeam | null | undefined,
  uid: string | null | undefined,
): boolean => isTeamLeader(profile, team, uid);

/** The user-profile roles (teacher is the default at registration). */
export const PROFILE_ROLES = [
  'teacher',
  'leader',
  'team_leader',
  'admin',
  'platformAdmin',
] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** The roles of the team roles map (teams/{id}.roles[uid]). */
export const TEAM_ROLES = ['leader', 'member', 'admin', 'owner'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The user's role for display (e.g. the mobile drawer): the profile role if known, else teacher. */
export function profileRoleOf(profile: RoleProfile | null | undefined): ProfileRole {
  const role = profile?.role;
  return role != null && includes(PROFILE_ROLES, role) ? (role as ProfileRole) : 'teacher';
}
