// The rubric's unsaved copy, kept in this browser (local-rubric.ts offers it back when the
// rubric is opened again).
import { useLocalAutosave } from '../../../components/editing';
import { useRubricEditor } from './rubric-editor-store';
import { writeLocalRubric } from './local-rubric';

export function useRubricAutosave(uid: string | null, enabled: boolean) {
  useLocalAutosave(useRubricEditor, Boolean(uid) && enabled, {
    changed: (state, previous) => state.draft !== previous.draft || state.dirty !== previous.dirty,
    dirty: (state) => Boolean(state.rubricId && state.draft) && state.dirty,
    keep: ({ rubricId, baseVersion, draft }) => {
      if (uid && rubricId && draft)
        writeLocalRubric(uid, rubricId, { baseVersion, savedAt: new Date(), draft });
    },
  });
}
