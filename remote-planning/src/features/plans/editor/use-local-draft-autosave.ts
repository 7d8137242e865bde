// The plan's unsaved working copy, kept in this browser (local-draft.ts offers it back when the
// plan is opened again).
import { useLocalAutosave } from '../../../components/editing';
import { useEditorStore } from './editor-store';
import { writeLocalDraft } from './local-draft';

export function useLocalDraftAutosave(uid: string | null, enabled: boolean) {
  useLocalAutosave(useEditorStore, Boolean(uid) && enabled, {
    changed: (state, previous) =>
      state.lessons !== previous.lessons || state.dirty !== previous.dirty,
    dirty: (state) => Boolean(state.planId) && state.dirty,
    keep: ({ planId, baseVersion, base, lessons }) => {
      if (uid && planId)
        writeLocalDraft(uid, planId, { baseVersion, base, savedAt: new Date(), lessons });
    },
  });
}
