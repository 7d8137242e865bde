import { profileSaysLeader } from '@lesson-planner/shared-contracts/roles';
import type { SessionState } from '@lesson-planner/shared-contracts/session';
import { routeForPath, segmentsOf } from '../routes/route-for-path';

/** An entry of the main navigation; `labelKey` is in the navbar namespace. */
export interface NavItem {
  to: string;
  labelKey: string;
}

export type NavGroupId = 'plan' | 'teach' | 'team';

/** A group of the main navigation; its label is `groups.<id>` in the navbar namespace. */
export interface NavGroup {
  id: NavGroupId;
  items: NavItem[];
}

/** What decides the items someone is offered. */
export interface Visitor {
  signedIn: boolean;
  teamCount: number;
  /** Leads a team they belong to: the one who writes the team's schedule templates. */
  leader: boolean;
}

type Needs = 'signed-in' | 'team' | 'leader';

/**
 * Every item, grouped as the design's frame shows them (Plan, Teach, Team). Spec section 2:
 * weekly planner and rubrics only for a member of at least one team.
 */
const GROUPS: readonly { id: NavGroupId; items: readonly (NavItem & { needs: Needs })[] }[] = [
  {
    id: 'plan',
    items: [
      { to: '/units', labelKey: 'units', needs: 'signed-in' },
      { to: '/units/plan', labelKey: 'unitPlans', needs: 'signed-in' },
      { to: '/experiences', labelKey: 'experiences', needs: 'signed-in' },
      { to: '/rubrics', labelKey: 'rubrics', needs: 'team' },
    ],
  },
  {
    id: 'teach',
    items: [
      { to: '/planner/weekly', labelKey: 'weeklyPlanner', needs: 'team' },
      { to: '/scheduler', labelKey: 'scheduler', needs: 'signed-in' },
      { to: '/classroom', labelKey: 'classrooms', needs: 'signed-in' },
    ],
  },
  {
    id: 'team',
    items: [
      { to: '/curriculum', labelKey: 'curriculum', needs: 'signed-in' },
      { to: '/team', labelKey: 'teams', needs: 'signed-in' },
      // The pages of the team the leader leads (each asks which when they lead several).
      { to: '/team/review', labelKey: 'plansToReview', needs: 'leader' },
      { to: '/team/usage', labelKey: 'usageReport', needs: 'leader' },
      { to: '/leader/schedule-templates', labelKey: 'scheduleTemplates', needs: 'leader' },
      { to: '/team/map', labelKey: 'curriculumMap', needs: 'leader' },
      { to: '/team/coverage', labelKey: 'teamCoverage', needs: 'leader' },
    ],
  },
];

const offered = (needs: Needs, visitor: Visitor): boolean =>
  visitor.signedIn &&
  (needs === 'signed-in' || (needs === 'team' ? visitor.teamCount > 0 : visitor.leader));

/**
 * The spec's always-shown home item: the marketing page for a visitor; signed in, the
 * dashboard, which is where a teacher's work starts.
 */
export const homeItem = (signedIn: boolean): NavItem =>
  signedIn ? { to: '/dashboard', labelKey: 'dashboard' } : { to: '/', labelKey: 'home' };

/** The groups and items `visitor` is offered; a group with nothing to offer is left out. */
export function navGroups(visitor: Visitor): NavGroup[] {
  return GROUPS.map((group) => ({
    id: group.id,
    items: group.items
      .filter((item) => offered(item.needs, visitor))
      .map(({ to, labelKey }) => ({ to, labelKey })),
  })).filter((group) => group.items.length > 0);
}

/**
 * The visitor the session describes. A leader is recognised by the profile as the spec says
 * (role or isTeamLeader), and only while in a team: the flags outlive leaving one.
 */
export function visitorOf(session: Pick<SessionState, 'status' | 'profile'>): Visitor {
  const teamCount = session.profile?.teams.length ?? 0;
  return {
    signedIn: session.status === 'signed-in',
    teamCount,
    leader: teamCount > 0 && profileSaysLeader(session.profile),
  };
}

const ALL_ITEMS = GROUPS.flatMap((group) => group.items);

/**
 * The item (its `to`) whose area holds the page at `pathname`: the home item on its own page;
 * otherwise the route the router shows there, claimed by the item whose path is its longest
 * leading part (/units/plan/edit/:id → /units/plan, /units/:id → /units). Null for a page
 * outside the navigation (profile, docs, not found).
 */
export function navItemOwning(pathname: string, signedIn: boolean): string | null {
  const home = homeItem(signedIn).to;
  if (segmentsOf(pathname).join('/') === segmentsOf(home).join('/')) return home;
  const route = routeForPath(pathname);
  if (!route) return null;
  const pattern = segmentsOf(route.path);
  let owner: { to: string; depth: number } | null = null;
  for (const { to } of ALL_ITEMS) {
    const prefix = segmentsOf(to);
    const leads = prefix.every((segment, at) => segment === pattern[at]);
    if (leads && prefix.length > (owner?.depth ?? 0)) owner = { to, depth: prefix.length };
  }
  return owner?.to ?? null;
}
