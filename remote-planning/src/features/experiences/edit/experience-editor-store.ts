// The experience being edited: the teacher's working copy, the saved version it started from, and
// the state of saving. Nothing reaches Firestore until an explicit save. A teammate's saved
// version comes into the copy as it arrives (receiveSavedExperience), and a save that loses a race
// does the same before trying again: both people's changes are combined (experience-merge.ts);
// only where both changed the same field does the teacher choose, one question at a time
// (resolveExperienceConflict), before the next save.
import { create } from 'zustand';
import {
  questionsAfter,
  same,
  samePath,
  type Experience,
  type MergeConflict,
} from '@lesson-planner/shared-contracts/planning';
import { experienceInputOf, type ExperienceInput } from '../../../api/experience-document';
import { saveExperience } from '../../../api/experience-writes';
import { clearLocalCopy, readLocalCopy, type LocalCopy } from './local-copy';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import {
  answerExperienceConflict,
  mergeExperienceEdits,
  type ExperienceConflictChoice,
} from './experience-merge';

export interface ExperienceEditorState {
  experienceId: string | null;
  /** The saved version the working copy started from, and its number. */
  base: ExperienceInput | null;
  baseVersion: number;
  draft: ExperienceInput | null;
  saving: boolean;
  failure: PlanningFailureCode | null;
  /** Where a teammate's save changed what the teacher changed; asked before the next save. */
  conflicts: MergeConflict[] | null;
  /** Who saved the version the questions are about (their uid). */
  conflictsBy: string | null;
  /** The last save took in a teammate's changes to other parts. */
  combined: boolean;
  savedAt: Date | null;
}

const EMPTY: ExperienceEditorState = {
  experienceId: null,
  base: null,
  baseVersion: 0,
  draft: null,
  saving: false,
  failure: null,
  conflicts: null,
  conflictsBy: null,
  combined: false,
  savedAt: null,
};

export const useExperienceEditor = create<ExperienceEditorState>()(() => EMPTY);

/** The copy differs from the version it started from. */
export const selectDirty = (state: ExperienceEditorState): boolean =>
  state.draft !== null && state.base !== null && !same(state.draft, state.base);

/** A version that arrived during a save, brought in once the save has settled. */
let waiting: Experience | null = null;

export function openExperience(experience: Experience): void {
  waiting = null;
  const input = experienceInputOf(experience);
  useExperienceEditor.setState({
    ...EMPTY,
    experienceId: experience.id,
    base: input,
    baseVersion: experience.version,
    draft: input,
  });
}

export function closeExperience(): void {
  waiting = null;
  useExperienceEditor.setState(EMPTY);
}

/** The open questions after `found`, or null when there are none. */
const withQuestions = (open: readonly MergeConflict[] | null, found: readonly MergeConflict[]) => {
  const all = questionsAfter(open ?? [], found);
  return all.length > 0 ? all : null;
};

/**
 * Brings a saved version into the working copy (from the experience's live reading): an
 * untouched copy becomes it; an edited one takes in what the teammate changed and keeps what the
 * teacher changed, asking where both changed the same field. An older version, or the copy's own
 * save, changes nothing; during a save it waits for the save.
 */
export function receiveSavedExperience(experience: Experience): void {
  const state = useExperienceEditor.getState();
  if (state.experienceId !== experience.id || !state.draft || !state.base) return;
  if (experience.version <= state.baseVersion) return;
  if (state.saving) {
    waiting = experience;
    return;
  }
  const theirs = experienceInputOf(experience);
  if (!selectDirty(state) && !state.conflicts) {
    useExperienceEditor.setState({ base: theirs, baseVersion: experience.version, draft: theirs });
    return;
  }
  const { merged, conflicts } = mergeExperienceEdits(state.base, state.draft, theirs);
  useExperienceEditor.setState({
    base: theirs,
    baseVersion: experience.version,
    draft: merged,
    conflicts: withQuestions(state.conflicts, conflicts),
    conflictsBy: conflicts.length > 0 ? experience.updatedBy : state.conflictsBy,
  });
}

function bringInWaiting() {
  const arrived = waiting;
  waiting = null;
  if (arrived) receiveSavedExperience(arrived);
}

/** Every edit goes through here. */
export function editExperience(change: (draft: ExperienceInput) => ExperienceInput): void {
  useExperienceEditor.setState((state) =>
    state.draft ? { draft: change(state.draft), failure: null, savedAt: null } : state,
  );
}

/** Answers the question at `path`; the copy stays unsaved until the teacher saves it. */
export function resolveExperienceConflict(
  path: readonly string[],
  choice: ExperienceConflictChoice,
): void {
  const state = useExperienceEditor.getState();
  const conflict = state.conflicts?.find((open) => samePath(open.path, path));
  if (!conflict || !state.draft) return;
  const rest = (state.conflicts ?? []).filter((open) => open !== conflict);
  useExperienceEditor.setState({
    draft: answerExperienceConflict(state.draft, conflict, choice),
    conflicts: rest.length > 0 ? rest : null,
    conflictsBy: rest.length > 0 ? state.conflictsBy : null,
  });
}

/**
 * The copy kept in this browser to offer back when `opened` opens, or null. One equal to the
 * saved experience is dropped instead: it was kept while its save was under way (a reload or a
 * closed tab beat the answer), or its changes were undone, and offering it would ask for nothing.
 */
export function keptCopyToOffer(uid: string, opened: Experience): LocalCopy | null {
  const kept = readLocalCopy(uid, opened.id);
  if (!kept || !same(kept.value, experienceInputOf(opened))) return kept;
  clearLocalCopy(uid, opened.id);
  return null;
}

/**
 * A copy kept in this browser, started from `baseVersion`. From an older version than the one
 * open, its save meets the newer one first and is combined with it.
 */
export function restoreExperience(draft: ExperienceInput, baseVersion: number): void {
  useExperienceEditor.setState({ draft, baseVersion });
}

export type SaveOutcome = 'saved' | 'conflict' | 'failed';

/**
 * Saves the working copy over the version it started from. When a teammate saved since, their
 * changes and the teacher's are combined: different steps or fields are both kept and saved at
 * once; the same field changed differently stops with `conflicts` for the teacher to decide.
 */
export async function saveExperienceCopy(uid: string): Promise<SaveOutcome> {
  const start = useExperienceEditor.getState();
  const { experienceId, draft } = start;
  if (!experienceId || !draft || !start.base || start.saving) return 'failed';
  if (start.conflicts) return 'conflict';
  useExperienceEditor.setState({ saving: true, failure: null, combined: false, savedAt: null });
  try {
    let content = draft;
    let base = start.base;
    let baseVersion = start.baseVersion;
    // A few rounds: each lost race brings in the newer save and tries again on top of it.
    for (let round = 0; round < 3; round += 1) {
      const result = await saveExperience(experienceId, content, baseVersion, uid);
      if (result.status === 'saved') {
        clearLocalCopy(uid, experienceId);
        settleSaved(draft, content, result.version);
        bringInWaiting();
        return 'saved';
      }
      const theirs = experienceInputOf(result.saved);
      const { merged, conflicts } = mergeExperienceEdits(base, content, theirs);
      if (conflicts.length > 0) {
        useExperienceEditor.setState((state) => ({
          // Typing during the save is kept over the combined copy.
          draft:
            state.draft === draft
              ? merged
              : mergeExperienceEdits(draft, state.draft ?? draft, merged).merged,
          base: theirs,
          baseVersion: result.saved.version,
          saving: false,
          conflicts,
          conflictsBy: result.saved.updatedBy,
        }));
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
      console.error('Saving the experience failed', error);
    useExperienceEditor.setState({ saving: false, failure: failure.code });
    bringInWaiting();
    return 'failed';
  }
}

/**
 * The save of `saved` (the copy when the save began, combined with a teammate's changes when it
 * met them) is in: it is the new base; typing during the save stays on top of it.
 */
function settleSaved(began: ExperienceInput, saved: ExperienceInput, version: number) {
  useExperienceEditor.setState((state) => {
    const typed = state.draft ?? began;
    const draft =
      typed === began
        ? saved
        : saved === began
          ? typed
          : mergeExperienceEdits(began, typed, saved).merged;
    return {
      base: saved,
      baseVersion: version,
      draft,
      saving: false,
      combined: saved !== began,
      savedAt: new Date(),
    };
  });
}
