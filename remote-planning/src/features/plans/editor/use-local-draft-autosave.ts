// Keeps the unsaved working copy in this browser a moment after each change, so a closed tab
// or a crash loses nothing; local-draft.ts offers it back when the plan is opened again.
import { useEffect } from 'react';
import { useEditorStore } from './editor-store';
import { writeLocalDraft } from './local-draft';

/** Long enough not to write on every keystroke, short enough to lose almost nothing. */
export const AUTOSAVE_DELAY_MS = 800;

export function useLocalDraftAutosave(uid: string | null, enabled: boolean) {
  useEffect(() => {
    if (!uid || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const { planId, baseVersion, base, lessons, dirty } = useEditorStore.getState();
      if (planId && dirty)
        writeLocalDraft(uid, planId, { baseVersion, base, savedAt: new Date(), lessons });
    };

    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      if (state.lessons === previous.lessons && state.dirty === previous.dirty) return;
      clearTimeout(timer);
      // Saved or discarded: whatever was waiting to be kept is no longer needed.
      timer = state.dirty ? setTimeout(flush, AUTOSAVE_DELAY_MS) : undefined;
    });
    // A tab being closed or frozen does not wait for the timer.
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (timer !== undefined) flush();
    };
  }, [uid, enabled]);
}
