/** An entry of the main navigation; `labelKey` is in the navbar namespace. */
export interface NavItem {
  to: string;
  labelKey: string;
}

/**
 * Spec section 2: home always; dashboard, unit plans and experiences when signed in; weekly
 * planner and rubrics only for a member of at least one team.
 */
export function navItems({
  signedIn,
  teamCount,
}: {
  signedIn: boolean;
  teamCount: number;
}): NavItem[] {
  const items: NavItem[] = [{ to: '/', labelKey: 'home' }];
  if (!signedIn) return items;
  items.push(
    { to: '/dashboard', labelKey: 'dashboard' },
    { to: '/units/plan', labelKey: 'unitPlans' },
    { to: '/experiences', labelKey: 'experiences' },
  );
  if (teamCount > 0) {
    items.push(
      { to: '/planner/weekly', labelKey: 'weeklyPlanner' },
      { to: '/rubrics', labelKey: 'rubrics' },
    );
  }
  return items;
}
