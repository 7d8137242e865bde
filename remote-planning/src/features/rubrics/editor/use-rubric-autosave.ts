// Keeps the unsaved copy in this browser a moment after each change (local-rubric.ts offers it
// back when the rubric is opened again); a closed tab does not wait for the timer.
import { useEffect } from 'react';
import { useRubricEditor } from './rubric-editor-store';
import { writeLocalRubric } from './local-rubric';

export const AUTOSAVE_DELAY_MS = 800;

export function useRubricAutosave(uid: string | null, enabled: boolean) {
  useEffect(() => {
    if (!uid || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const { rubricId, baseVersion, draft, dirty } = useRubricEditor.getState();
      if (rubricId && draft && dirty)
        writeLocalRubric(uid, rubricId, { baseVersion, savedAt: new Date(), draft });
    };
    const unsubscribe = useRubricEditor.subscribe((state, previous) => {
      if (state.draft === previous.draft && state.dirty === previous.dirty) return;
      clearTimeout(timer);
      timer = state.dirty ? setTimeout(flush, AUTOSAVE_DELAY_MS) : undefined;
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (timer !== undefined) flush();
    };
  }, [uid, enabled]);
}
