// What the teams area shows, as plain objects with Dates (converted in team-codec.ts).
import type {
  MemberUsage,
  TeamRole,
  UsageDescription,
} from '@lesson-planner/shared-contracts/domain';
import type { MyTeam } from '@lesson-planner/shared-contracts/teams';

/** A team as the user sees it: the list every area reads holds them whole. */
export type TeamSummary = MyTeam;

export interface TeamMemberView {
  userId: string;
  role: TeamRole;
  name: string;
  email: string | null;
  joinedAt: Date | null;
}

export interface Invitation {
  id: string;
  teamId: string;
  teamName: string;
  email: string;
  invitedByName: string | null;
  invitedAt: Date | null;
}

export interface UsageLogEntry {
  id: string;
  userId: string | null;
  tokenCount: number | null;
  /** What the tokens were used for, decoded from the stored context. */
  usage: UsageDescription;
  /** Set on the initial entry written when the team was created. */
  event: string | null;
  timestamp: Date | null;
}

export interface LimitLogEntry {
  id: string;
  /** Set when a member's share changed rather than the team's limit. */
  memberId: string | null;
  /** For a share, null means the member had (or now has) no share of their own. */
  previousLimit: number | null;
  newLimit: number | null;
  timestamp: Date | null;
}

export interface ResetLogEntry {
  id: string;
  previousTotal: number;
  timestamp: Date | null;
}

export interface TeamDetail extends TeamSummary {
  members: TeamMemberView[];
  /**
   * Each member's usage this allowance month, by user id, as far as the caller may read it: the
   * team's leaders read everyone's, a member only their own (teams/{id}/memberUsage).
   */
  memberUsage: Readonly<Record<string, MemberUsage>>;
  /** Pending invitations of the team. */
  invites: Invitation[];
  usageLogs: UsageLogEntry[];
  limitLogs: LimitLogEntry[];
  resets: ResetLogEntry[];
}
