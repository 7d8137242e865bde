// The rubric being edited: the teacher's working copy, the saved content and version it started
// from, and the state of saving. Nothing reaches Firestore until an explicit save. A save that
// loses a race combines both people's changes (mergeRubricEdits) and saves the combination when
// they touched different things; only when both changed the same thing does the teacher choose.
import { create } from 'zustand';
import {
  mergeRubricEdits,
  RubricContentSchema,
  type MergeConflict,
  type Rubric,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { fetchRubric } from '../../../api/rubric-reads';
import { saveRubric } from '../../../api/rubric-writes';
import { forgetRubrics } from '../../../stores/rubrics-store';
import { clearLocalRubric } from './local-rubric';
import { problemsOf, type RubricProblem } from './rubric-problems';

export interface RubricEditorState {
  rubricId: string | null;
  /** The saved content and version the working copy started from. */
  base: RubricContent | null;
  baseVersion: number;
  draft: RubricContent | null;
  dirty: boolean;
  saving: boolean;
  failure: PlanningFailureCode | null;
  /** Set by a refused save, then kept current as the teacher types. */
  problems: RubricProblem[] | null;
  /** Someone else's save changed the same things; the teacher chooses. */
  conflicts: MergeConflict[] | null;
  /** The last save took in someone else's changes to other parts. */
  combined: boolean;
  savedAt: Date | null;
}

const EMPTY: RubricEditorState = {
  rubricId: null,
  base: null,
  baseVersion: 0,
  draft: null,
  dirty: false,
  saving: false,
  failure: null,
  problems: null,
  conflicts: null,
  combined: false,
  savedAt: null,
};

export const useRubricEditor = create<RubricEditorState>()(() => EMPTY);

/** The content fields of a stored rubric, without its id, team, owner or times. */
export const contentOf = (rubric: Rubric): RubricContent => RubricContentSchema.parse(rubric);

export function openRubric(rubric: Rubric): void {
  const content = contentOf(rubric);
  useRubricEditor.setState({
    ...EMPTY,
    rubricId: rubric.id,
    base: content,
    baseVersion: rubric.version,
    draft: content,
  });
}

export const closeRubric = () => useRubricEditor.setState(EMPTY);

/** Every edit goes through here: it marks the copy unsaved and keeps problems current. */
export function editRubric(change: (draft: RubricContent) => RubricContent): void {
  useRubricEditor.setState((state) => {
    if (!state.draft) return state;
    const draft = change(state.draft);
    return {
      draft,
      dirty: true,
      failure: null,
      problems: state.problems ? problemsOf(draft) : null,
    };
  });
}

/** A copy restored from this browser, started from `baseVersion` (maybe older than the saved). */
export function restoreRubric(draft: RubricContent, baseVersion: number): void {
  useRubricEditor.setState((state) =>
    state.baseVersion === baseVersion
      ? { draft, dirty: true }
      : // Started from an older version: its base is unknown, so saving asks who wins.
        { draft, dirty: true, baseVersion },
  );
}

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed';

function settleSaved(uid: string, rubricId: string, content: RubricContent, version: number) {
  clearLocalRubric(uid, rubricId);
  forgetRubrics();
  useRubricEditor.setState((state) => ({
    base: content,
    baseVersion: version,
    // Typing while the save ran is not lost: the copy stays unsaved if it moved on.
    dirty: state.draft !== content,
    saving: false,
    problems: null,
    conflicts: null,
    savedAt: new Date(),
  }));
}

/**
 * Saves the working copy. When someone saved since it was opened, their changes and the
 * teacher's are combined: different criteria or fields are both kept and saved at once; the
 * same one changed differently stops with `conflicts` for the teacher to decide.
 */
export async function saveRubricCopy(uid: string): Promise<SaveOutcome> {
  const start = useRubricEditor.getState();
  const { rubricId, draft } = start;
  if (!rubricId || !draft || start.saving) return 'failed';
  const problems = problemsOf(draft);
  if (problems.length > 0) {
    useRubricEditor.setState({ problems });
    return 'invalid';
  }
  useRubricEditor.setState({ saving: true, failure: null, problems: null, combined: false });
  try {
    let content = draft;
    let { base, baseVersion } = start;
    // A few rounds: each lost race brings in the newer save and tries again on top of it.
    for (let round = 0; round < 3; round += 1) {
      const result = await saveRubric(rubricId, content, baseVersion, uid);
      if (result.status === 'saved') {
        if (content !== draft) useRubricEditor.setState({ draft: content, combined: true });
        settleSaved(uid, rubricId, content, result.version);
        return 'saved';
      }
      const theirs = contentOf(result.saved);
      const { merged, conflicts } = mergeRubricEdits(base ?? theirs, content, theirs);
      if (conflicts.length > 0) {
        useRubricEditor.setState({
          draft: merged,
          base: theirs,
          baseVersion: result.saved.version,
          saving: false,
          conflicts,
        });
        return 'conflict';
      }
      content = merged;
      base = theirs;
      baseVersion = result.saved.version;
    }
    throw new PlanningFailure('conflict');
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error('Saving the rubric failed', error);
    useRubricEditor.setState({ saving: false, failure: failure.code });
    return 'failed';
  }
}

/** After a conflict: drop the teacher's copy for what is saved now. */
export function loadSavedRubric(uid: string): void {
  const { rubricId, base } = useRubricEditor.getState();
  if (rubricId) clearLocalRubric(uid, rubricId);
  useRubricEditor.setState({ draft: base, dirty: false, conflicts: null, problems: null });
}

/** Reads the rubric again (e.g. after a failure), dropping nothing unsaved: only when clean. */
export async function reloadRubric(): Promise<void> {
  const { rubricId, dirty } = useRubricEditor.getState();
  if (!rubricId || dirty) return;
  openRubric(await fetchRubric(rubricId));
}
