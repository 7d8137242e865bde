// Leaving the editor with unsaved changes always asks first: navigation inside the app through
// the router's blocker (answered by LeaveConfirmDialog), closing or reloading the tab through
// the browser's own beforeunload prompt.
import { useEffect } from 'react';
import { useBlocker, type Blocker } from '@lesson-planner/shared-contracts/routing';
import { useEditorStore } from './editor-store';

/** Read when the navigation happens, so a navigation right after a save is never blocked. */
const hasUnsavedChanges = () => useEditorStore.getState().dirty;

export function useLeaveGuard(): Blocker {
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
  }, []);

  return blocker;
}
