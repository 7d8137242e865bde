// Leaving an editor with unsaved changes always asks first: navigation inside the app through
// the router's blocker (answered by LeaveConfirmDialog), closing or reloading the tab through
// the browser's own beforeunload prompt. Shared by the plan, experience and rubric editors.
import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from '@lesson-planner/shared-contracts/routing';
import { useUnloadGuard } from './use-unload-guard';

/**
 * `hasUnsavedChanges` is read when the navigation happens, so a navigation right after a save
 * is never blocked.
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean): Blocker {
  const latest = useRef(hasUnsavedChanges);
  useEffect(() => {
    latest.current = hasUnsavedChanges;
  });
  // Moving within the page (#lesson-3) is not leaving it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current() && currentLocation.pathname !== nextLocation.pathname,
  );

  useUnloadGuard(() => latest.current());

  return blocker;
}
