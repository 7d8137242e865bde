// The plan being edited: the teacher's working copy of its lessons, the saved version it started
// from, and the state of saving. Edits only change this copy; nothing reaches Firestore until an
// explicit save, and a save that does not start from the stored version is refused as a
// conflict, leaving the copy as it is for the teacher to decide.
import { create } from 'zustand';
import {
  markedAsAiDraft,
  withoutAiDraftMark,
  type Lesson,
  type PlanLesson,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { createUnitPlan, saveUnitPlan } from '../../../api/unit-plan-writes';
import { forgetUnitPlans } from '../../../stores/unit-plans-store';
import {
  draftOfLesson,
  emptyLessonDraft,
  rekeyDraft,
  validateLessonDraft,
  type LessonDraft,
  type LessonProblems,
} from './lesson-draft';
import { insertAt, moveByKey, moveItem, removeAt, replaceAt } from './lesson-order';
import { clearLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';

export interface RemovedLesson {
  lesson: LessonDraft;
  index: number;
}

export interface EditorState {
  /** The plan's id (= its unit's id), also before the plan exists. */
  planId: string | null;
  /** The saved version the working copy started from; null while the plan does not exist. */
  baseVersion: number | null;
  lessons: LessonDraft[];
  /** The working copy differs from what was saved (or nothing was saved yet). */
  dirty: boolean;
  /** Problems by lesson key. Set by a save attempt, then kept current as the teacher types. */
  problems: Record<string, LessonProblems>;
  /** A save was refused for invalid lessons: problems follow every edit from then on. */
  checking: boolean;
  saving: boolean;
  failure: PlanningFailureCode | null;
  /** The last save in this session, for the "saved at" status. */
  savedAt: Date | null;
  /** The lesson deleted last, until undone or replaced by another deletion. */
  removed: RemovedLesson | null;
}

const EMPTY: EditorState = {
  planId: null,
  baseVersion: null,
  lessons: [],
  dirty: false,
  problems: {},
  checking: false,
  saving: false,
  failure: null,
  savedAt: null,
  removed: null,
};

export const useEditorStore = create<EditorState>()(() => EMPTY);

/** The valid lessons, and the problems of the others by lesson key. */
function checkLessons(drafts: readonly LessonDraft[]) {
  const lessons: PlanLesson[] = [];
  const problems: Record<string, LessonProblems> = {};
  for (const draft of drafts) {
    const checked = validateLessonDraft(draft);
    if (checked.problems) problems[draft.key] = checked.problems;
    else lessons.push(checked.lesson);
  }
  return { lessons, problems };
}

/** Every change of the lessons goes through here: it marks the copy unsaved. */
function changeLessons(change: (lessons: LessonDraft[]) => LessonDraft[]) {
  useEditorStore.setState((state) => {
    const lessons = change(state.lessons);
    return {
      lessons,
      dirty: true,
      problems: state.checking ? checkLessons(lessons).problems : state.problems,
    };
  });
}

/** Starts editing a plan as saved (baseVersion null: the unit has no plan yet). */
export function openWorkingCopy(
  planId: string,
  baseVersion: number | null,
  lessons: readonly PlanLesson[],
) {
  useEditorStore.setState({
    ...EMPTY,
    planId,
    baseVersion,
    lessons: lessons.map(draftOfLesson),
  });
}

/**
 * Replaces the working copy with the one kept in this browser. It keeps the version it started
 * from, so saving it over a plan someone has saved since is a conflict, not an overwrite; a copy
 * begun before the plan existed counts as started from version 0 for the same reason.
 */
export function restoreLocalDraft(draft: LocalDraft) {
  useEditorStore.setState((state) => ({
    ...EMPTY,
    planId: state.planId,
    baseVersion: state.baseVersion === null ? null : (draft.baseVersion ?? 0),
    lessons: draft.lessons,
    dirty: true,
  }));
}

/** A person's change of a lesson's fields: the lesson is theirs now, no longer an AI draft. */
export function updateLesson(key: string, change: Partial<Omit<LessonDraft, 'key' | 'aiDraft'>>) {
  changeLessons((lessons) =>
    lessons.map((lesson) =>
      lesson.key === key ? { ...withoutAiDraftMark(lesson), ...change } : lesson,
    ),
  );
}

/** Adds an empty lesson at the end; resolves its key. */
export function addLesson(): string {
  const lesson = emptyLessonDraft();
  changeLessons((lessons) => [...lessons, lesson]);
  return lesson.key;
}

/** Inserts a copy right after the lesson; resolves the copy's key. */
export function duplicateLesson(index: number): string | null {
  const original = useEditorStore.getState().lessons[index];
  if (!original) return null;
  const copy = rekeyDraft(original);
  changeLessons((lessons) => insertAt(lessons, index + 1, [copy]));
  return copy.key;
}

export function removeLesson(index: number) {
  const lesson = useEditorStore.getState().lessons[index];
  if (!lesson) return;
  changeLessons((lessons) => removeAt(lessons, index));
  useEditorStore.setState({ removed: { lesson, index } });
}

/** Puts the lesson deleted last back where it was; resolves its key. */
export function undoRemove(): string | null {
  const { removed } = useEditorStore.getState();
  if (!removed) return null;
  changeLessons((lessons) => insertAt(lessons, removed.index, [removed.lesson]));
  useEditorStore.setState({ removed: null });
  return removed.lesson.key;
}

export const dismissRemoved = () => useEditorStore.setState({ removed: null });

export function moveLesson(from: number, to: number) {
  changeLessons((lessons) => moveItem(lessons, from, to));
}

export function moveLessonByKey(activeKey: string, overKey: string) {
  changeLessons((lessons) => moveByKey(lessons, activeKey, overKey));
}

/** An accepted AI draft: it fills an empty plan or follows the lessons already there. */
export function appendLessons(drafted: readonly Lesson[]): string[] {
  const added = drafted.map((lesson) => draftOfLesson(markedAsAiDraft(lesson)));
  changeLessons((lessons) => [...lessons, ...added]);
  return added.map((lesson) => lesson.key);
}

/** An accepted AI rewrite of one lesson replaces it in the working copy (not yet saved). */
export function replaceLesson(index: number, lesson: Lesson) {
  changeLessons((lessons) =>
    lessons[index]
      ? replaceAt(lessons, index, draftOfLesson(markedAsAiDraft(lesson, lessons[index].key)))
      : lessons,
  );
}

export type SaveOutcome =
  | 'saved'
  | 'created'
  /** Nothing changed since the last save: nothing written, no new version. */
  | 'unchanged'
  | 'invalid'
  | 'empty'
  | 'conflict'
  | 'failed';

function currentUid(): string {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new PlanningFailure('notSignedIn');
  return uid;
}

/** Writes the working copy: creates the plan (version 1) or saves over the version it started from. */
export async function saveWorkingCopy(unit: Pick<Unit, 'id' | 'teamId'>): Promise<SaveOutcome> {
  const state = useEditorStore.getState();
  if (state.saving || !state.planId) return 'failed';
  if (!state.dirty && state.baseVersion !== null) return 'unchanged';
  const { lessons, problems } = checkLessons(state.lessons);
  if (Object.keys(problems).length > 0) {
    useEditorStore.setState({ problems, checking: true, failure: null });
    return 'invalid';
  }
  useEditorStore.setState({ problems: {}, checking: false });
  if (state.baseVersion === null && lessons.length === 0) return 'empty';
  return write(state.planId, lessons, state.baseVersion, state.lessons, unit);
}

/** After a conflict: the teacher keeps their copy and writes it over the latest saved version. */
export async function overwriteWithWorkingCopy(
  unit: Pick<Unit, 'id' | 'teamId'>,
): Promise<SaveOutcome> {
  const { planId } = useEditorStore.getState();
  if (!planId) return 'failed';
  useEditorStore.setState({ saving: true, failure: null });
  try {
    const latest = await fetchUnitPlan(planId);
    useEditorStore.setState({ baseVersion: latest.version, saving: false });
  } catch (error) {
    useEditorStore.setState({ saving: false, failure: PlanningFailure.from(error).code });
    return 'failed';
  }
  return saveWorkingCopy(unit);
}

/** After a conflict: the teacher drops their copy (here and in this browser) for the saved plan. */
export async function loadSavedVersion(): Promise<boolean> {
  const { planId } = useEditorStore.getState();
  if (!planId) return false;
  useEditorStore.setState({ saving: true, failure: null });
  try {
    const plan = await fetchUnitPlan(planId);
    const uid = currentUid();
    clearLocalDraft(uid, planId);
    openWorkingCopy(planId, plan.version, plan.lessons);
    return true;
  } catch (error) {
    useEditorStore.setState({ saving: false, failure: PlanningFailure.from(error).code });
    return false;
  }
}

async function write(
  planId: string,
  lessons: PlanLesson[],
  baseVersion: number | null,
  written: readonly LessonDraft[],
  unit: Pick<Unit, 'id' | 'teamId'>,
): Promise<SaveOutcome> {
  useEditorStore.setState({ saving: true, failure: null });
  try {
    const uid = currentUid();
    const version =
      baseVersion === null
        ? await createUnitPlan(unit, lessons).then(() => 1)
        : await saveUnitPlan(planId, lessons, baseVersion);
    forgetUnitPlans();
    // The teacher may have typed on while it saved: only what was written counts as saved,
    // and what was typed since stays kept in the browser, now over the new version.
    const stillDirty = useEditorStore.getState().lessons !== written;
    useEditorStore.setState({
      baseVersion: version,
      saving: false,
      savedAt: new Date(),
      dirty: stillDirty,
    });
    if (stillDirty) keepInBrowser(uid, { stayDirty: true });
    else clearLocalDraft(uid, planId);
    return baseVersion === null ? 'created' : 'saved';
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error('Saving the unit plan failed', error);
    useEditorStore.setState({ saving: false, failure: failure.code });
    return failure.code === 'conflict' ? 'conflict' : 'failed';
  }
}

/**
 * Writes the working copy to this browser's storage now. Handing it over (the default) also
 * lets the editor be left without the unsaved-changes warning: it is offered again when the
 * plan opens.
 */
export function keepInBrowser(uid: string, { stayDirty = false } = {}) {
  const { planId, baseVersion, lessons } = useEditorStore.getState();
  if (!planId) return;
  writeLocalDraft(uid, planId, { baseVersion, savedAt: new Date(), lessons });
  if (!stayDirty) useEditorStore.setState({ dirty: false });
}

/** Leaving the editor: the next plan opened starts clean. */
export const closeWorkingCopy = () => useEditorStore.setState(EMPTY);

// Another user's work must never show: a change of user empties the editor.
useSession.subscribe((session, previous) => {
  if (session.user?.uid !== previous.user?.uid) closeWorkingCopy();
});
