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

/**
 * Team-map roles that manage a team. The map's four values are leader, member, admin, owner; an
 * owner (the creator, in older documents) and a team admin hold at least a leader's rights.
 */
export const LEADING_TEAM_ROLES = ['leader', 'owner', 'admin'] as const;
/** Profile roles that mark a team leader. */
export const LEADER_PROFILE_ROLES = ['leader', 'team_leader'] as const;

const includes = (list: readonly string[], value: string | null | undefined): boolean =>
  value != null && list.includes(value);

/**
 * Whether `uid` leads `team`: the team's own roles map says so. The security rules and the Cloud
 * Functions apply the same test, so the interface never offers what the server refuses.
 *
 * The spec also recognises a leader by the profile (role leader/team_leader or isTeamLeader).
 * Those flags are global, one per user: honouring them for a team would let the leader of team A
 * who joined team B as a member remove B's members. They are shown (`profileSaysLeader`) but
 * grant nothing.
 */
export function isTeamLeader(
  team: RoleTeam | null | undefined,
  uid: string | null | undefined,
): boolean {
  if (!team?.roles || !uid || !Object.hasOwn(team.roles, uid)) return false;
  return includes(LEADING_TEAM_ROLES, team.roles[uid]);
}

/** The spec's profile-level recognition of a team leader (for display, e.g. the role label). */
export const profileSaysLeader = (profile: RoleProfile | null | undefined): boolean =>
  includes(LEADER_PROFILE_ROLES, profile?.role) || profile?.isTeamLeader === true;

/** Member access to a team requires a member record (teams/{id}/members/{uid}). */
/** Admin: `isAdmin` is true or the role is `admin`. */
export const isAdmin = (profile: RoleProfile | null | undefined): boolean =>
  profile?.isAdmin === true || profile?.role === 'admin';

/** Platform admin: the role is `platformAdmin` or `isAdmin` is true. */
export const isPlatformAdmin = (profile: RoleProfile | null | undefined): boolean =>
  profile?.role === 'platformAdmin' || profile?.isAdmin === true;

/**
 * Whether `uid` may manage `team` (edit it, set its token limit, invite, remove members). The
 * spec names the team manager as the leader; platform admins get no implicit rights because what
 * admins may do is not specified.
 */
export const canManageTeam = isTeamLeader;

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
