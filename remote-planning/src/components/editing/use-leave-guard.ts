// Leaving the editor with unsaved changes always asks first: navigation inside the app through
// the router's blocker (answered by LeaveConfirmDialog), closing or reloading the tab through
// the browser's own beforeunload prompt.
import { useEffect } from 'react';
import { useBlocker, type Blocker } from '@lesson-planner/shared-contracts/routing';

/**
 * `hasUnsavedChanges` is read when the navigation happens (from the editor's store, not a
 * rendered value), so a navigation right after a save is never blocked.
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean): Blocker {
  // Moving within the page (#lesson-3) is not leaving it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  return blocker;
}
