import { useLocation } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { homeItem, navGroups, navItemOwning, visitorOf } from './nav-items';

/** The main navigation for the current session and page: home, the groups, the current item. */
export function useMainNavigation() {
  const status = useSession((session) => session.status);
  const profile = useSession((session) => session.profile);
  const { pathname } = useLocation();
  const visitor = visitorOf({ status, profile });
  return {
    signedIn: visitor.signedIn,
    home: homeItem(visitor.signedIn),
    groups: navGroups(visitor),
    current: navItemOwning(pathname, visitor.signedIn),
  };
}
