// Who may do what (spec section 6). A topic of its own, apart from the rules, because the
// shell's navigation needs it on every page from its start: a first visit does not download
// every business rule for these few lines (the rules re-export them).
export {
  LEADER_PROFILE_ROLES,
  LEADING_TEAM_ROLES,
  PROFILE_ROLES,
  TEAM_ROLES,
  canManageTeam,
  isAdmin,
  isPlatformAdmin,
  isTeamLeader,
  profileRoleOf,
  profileSaysLeader,
  type ProfileRole,
  type RoleProfile,
  type RoleTeam,
  type TeamRole,
} from './roles';
