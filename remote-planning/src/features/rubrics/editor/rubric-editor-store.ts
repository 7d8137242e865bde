// The rubric being edited: the teacher's working copy, the saved content and version it started
// from, and the state of saving. Nothing reaches Firestore until an explicit save. A teammate's
// saved version comes into the copy as it arrives (receiveSavedRubric), and a save that loses a
// race does the same before trying again: both people's changes are combined (mergeRubricEdits);
// only where both changed the same thing does the teacher choose, one question at a time
// (resolveRubricConflict), before the next save.
import { create } from 'zustand';
import {
  mergeRubricEdits,
  questionsAfter,
  RubricContentSchema,
  same,
  samePath,
  type MergeConflict,
  type Rubric,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { saveRubric } from '../../../api/rubric-writes';
import { clearLocalRubric, readLocalRubric, type LocalRubric } from './local-rubric';
import { answerRubricConflict, type RubricConflictChoice } from './rubric-conflicts';
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
  /** Where someone else's save changed what the teacher changed; asked before the next save. */
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

export const closeRubric = () => {
  waiting = null;
  useRubricEditor.setState(EMPTY);
};

/** A version that arrived during a save, brought in once the save has settled. */
let waiting: Rubric | null = null;

/** The open questions after `found`, or null when there are none. */
const withQuestions = (open: readonly MergeConflict[] | null, found: readonly MergeConflict[]) => {
  const all = questionsAfter(open ?? [], found);
  return all.length > 0 ? all : null;
};

/**
 * Brings a saved version into the working copy (from the rubric's live reading): an untouched
 * copy becomes it; an edited one takes in what the teammate changed and keeps what the teacher
 * changed, asking where both changed the same thing. An older version, or the copy's own save,
 * changes nothing; during a save it waits for the save.
 */
export function receiveSavedRubric(rubric: Rubric): void {
  const state = useRubricEditor.getState();
  if (state.rubricId !== rubric.id || !state.draft || rubric.version <= state.baseVersion) return;
  if (state.saving) {
    waiting = rubric;
    return;
  }
  const theirs = contentOf(rubric);
  if (!state.dirty) {
    useRubricEditor.setState({ base: theirs, baseVersion: rubric.version, draft: theirs });
    return;
  }
  const { merged, conflicts } = mergeRubricEdits(state.base ?? theirs, state.draft, theirs);
  useRubricEditor.setState({
    base: theirs,
    baseVersion: rubric.version,
    draft: merged,
    conflicts: withQuestions(state.conflicts, conflicts),
    problems: state.problems ? problemsOf(merged) : null,
  });
}

function bringInWaiting() {
  const arrived = waiting;
  waiting = null;
  if (arrived) receiveSavedRubric(arrived);
}

/** Answers the question at `path`; the copy stays unsaved until the teacher saves it. */
export function resolveRubricConflict(path: readonly string[], choice: RubricConflictChoice) {
  const state = useRubricEditor.getState();
  const conflict = state.conflicts?.find((open) => samePath(open.path, path));
  if (!conflict || !state.draft) return;
  const draft = answerRubricConflict(state.draft, conflict, choice);
  const rest = (state.conflicts ?? []).filter((open) => open !== conflict);
  useRubricEditor.setState({
    draft,
    conflicts: rest.length > 0 ? rest : null,
    dirty: true,
    problems: state.problems ? problemsOf(draft) : null,
  });
}

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

/**
 * The copy kept in this browser to offer back when the rubric opens, or null. One equal to the
 * saved rubric is dropped instead: it was kept while its save was under way (a reload or a
 * closed tab beat the answer), and offering it would ask about changes that are saved.
 */
export function keptRubricToOffer(uid: string, rubricId: string): LocalRubric | null {
  const kept = readLocalRubric(uid, rubricId);
  const { base } = useRubricEditor.getState();
  if (!kept || !base || !same(kept.draft, base)) return kept;
  clearLocalRubric(uid, rubricId);
  return null;
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
  if (start.conflicts) return 'conflict';
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
        bringInWaiting();
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
        bringInWaiting();
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
    bringInWaiting();
    return 'failed';
  }
}
