// The plan being edited: the teacher's working copy of its lessons, the saved lessons it started
// from (its base), and the state of saving. Edits only change this copy; nothing reaches
// Firestore until an explicit save, which sends what the copy changed of its base. A teammate's
// saved version is brought into the copy as it arrives (rebase.ts): what they changed comes in,
// what the teacher is typing stays, and a field both changed becomes a question the teacher
// answers before the next save (`conflicts`).
import { create } from 'zustand';
import {
  diffLessons,
  isEmptyPatch,
  keepBoth,
  markedAsAiDraft,
  questionsAfter,
  samePath,
  withoutAiDraftMark,
  type Lesson,
  type LessonField,
  type MergeConflict,
  type PlanLesson,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { createUnitPlan, saveUnitPlan } from '../../../api/unit-plan-writes';
import {
  draftOfLesson,
  emptyLessonDraft,
  lessonAsTyped,
  rekeyDraft,
  validateLessonDraft,
  type LessonDraft,
  type LessonProblems,
} from './lesson-draft';
import { insertAt, moveByKey, moveItem, removeAt, replaceAt } from './lesson-order';
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';
import { rebaseCopy } from './rebase';

export interface RemovedLesson {
  lesson: LessonDraft;
  index: number;
}

export interface EditorState {
  /** The plan's id (= its unit's id), also before the plan exists. */
  planId: string | null;
  /** The saved version the working copy was last brought up to; null while there is no plan. */
  baseVersion: number | null;
  /**
   * The saved lessons the copy's changes are measured from: those of `baseVersion`, except that a
   * field (or lesson) with an open question keeps the value the teacher's change started from.
   */
  base: PlanLesson[];
  lessons: LessonDraft[];
  /** Where a teammate and the teacher changed the same field (or lesson) since; asked in turn. */
  conflicts: MergeConflict[];
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
  base: [],
  lessons: [],
  conflicts: [],
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
    base: [...lessons],
    lessons: lessons.map(draftOfLesson),
  });
}

/**
 * Brings a saved version of the plan into the working copy (from the plan's live reading, or
 * read after a refused save); an older one, or the copy's own, changes nothing. While a save
 * is on its way the version waits for it, and is brought in after it.
 */
export function receiveSavedVersion(version: number, lessons: readonly PlanLesson[]) {
  const state = useEditorStore.getState();
  if (state.baseVersion === null || version <= state.baseVersion) return;
  if (state.saving) {
    waiting = { version, lessons };
    return;
  }
  const rebased = rebaseCopy(state.base, state.lessons, lessons);
  useEditorStore.setState({
    baseVersion: version,
    base: rebased.base,
    lessons: rebased.lessons,
    conflicts: questionsAfter(state.conflicts, rebased.conflicts),
    problems: state.checking ? checkLessons(rebased.lessons).problems : state.problems,
  });
}

/** A version that arrived during a save, brought in once the save has settled. */
let waiting: { version: number; lessons: readonly PlanLesson[] } | null = null;

function bringInWaiting() {
  const arrived = waiting;
  waiting = null;
  if (arrived) receiveSavedVersion(arrived.version, arrived.lessons);
}

/**
 * The copy kept in this browser to offer back when the plan opens, or null. A copy that differs in
 * nothing from the saved plan is dropped instead: it was kept as its save was under way (a reload
 * or a closed tab beat the answer), and offering it would ask about changes that are saved.
 */
export function keptCopyToOffer(uid: string, planId: string): LocalDraft | null {
  const kept = readLocalDraft(uid, planId);
  const { baseVersion, base } = useEditorStore.getState();
  if (!kept || baseVersion === null) return kept;
  if (!isEmptyPatch(diffLessons(base, kept.lessons.map(lessonAsTyped)))) return kept;
  clearLocalDraft(uid, planId);
  return null;
}

/**
 * Replaces the working copy with the one kept in this browser, begun from `draft.base` at
 * `draft.baseVersion`, then brings in what was saved since, as for a teammate's save. A copy kept
 * before bases were kept (or begun before the plan existed) brings its lessons as new ones.
 */
export function restoreLocalDraft(draft: LocalDraft) {
  const { planId, baseVersion, base } = useEditorStore.getState();
  useEditorStore.setState({
    ...EMPTY,
    planId,
    baseVersion: baseVersion === null ? null : draft.base ? (draft.baseVersion ?? 0) : 0,
    base: draft.base ?? [],
    lessons: draft.lessons,
    dirty: true,
  });
  if (baseVersion !== null) receiveSavedVersion(baseVersion, base);
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
  /** A question is open (or the save found one): the teacher answers it first. */
  | 'conflict'
  | 'failed';

function currentUid(): string {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new PlanningFailure('notSignedIn');
  return uid;
}

/**
 * Writes the working copy: creates the plan (version 1), or sends what it changed of its base,
 * which the server merges with what teammates saved since.
 */
export async function saveWorkingCopy(unit: Pick<Unit, 'id' | 'teamId'>): Promise<SaveOutcome> {
  const state = useEditorStore.getState();
  if (state.saving || !state.planId) return 'failed';
  if (state.conflicts.length > 0) return 'conflict';
  if (!state.dirty && state.baseVersion !== null) return 'unchanged';
  const { lessons, problems } = checkLessons(state.lessons);
  if (Object.keys(problems).length > 0) {
    useEditorStore.setState({ problems, checking: true, failure: null });
    return 'invalid';
  }
  useEditorStore.setState({ problems: {}, checking: false });
  if (state.baseVersion === null && lessons.length === 0) return 'empty';
  if (state.baseVersion !== null && isEmptyPatch(diffLessons(state.base, lessons))) {
    useEditorStore.setState({ dirty: false });
    clearLocalDraft(currentUid(), state.planId);
    return 'unchanged';
  }
  return write(state.planId, lessons, state.lessons, unit);
}

async function write(
  planId: string,
  lessons: PlanLesson[],
  written: readonly LessonDraft[],
  unit: Pick<Unit, 'id' | 'teamId'>,
): Promise<SaveOutcome> {
  const { base, baseVersion } = useEditorStore.getState();
  useEditorStore.setState({ saving: true, failure: null });
  try {
    const uid = currentUid();
    const saved =
      baseVersion === null
        ? await createUnitPlan(unit, lessons)
        : await saveUnitPlan(planId, base, lessons, baseVersion);
    // What was written is the base now; the teacher may have typed on while it saved, and the
    // server merged teammates' saves in: both meet in the copy as for any other saved version.
    const current = useEditorStore.getState();
    const rebased = rebaseCopy(lessons, current.lessons, saved.lessons);
    const stillDirty = current.lessons !== written;
    useEditorStore.setState({
      baseVersion: saved.version,
      base: rebased.base,
      lessons: rebased.lessons,
      conflicts: questionsAfter(current.conflicts, rebased.conflicts),
      saving: false,
      savedAt: new Date(),
      dirty: stillDirty,
    });
    if (stillDirty) keepInBrowser(uid, { stayDirty: true });
    else clearLocalDraft(uid, planId);
    bringInWaiting();
    return baseVersion === null ? 'created' : 'saved';
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error('Saving the unit plan failed', error);
    useEditorStore.setState({ saving: false, failure: failure.code });
    if (failure.code !== 'conflict') {
      bringInWaiting();
      return 'failed';
    }
    // Someone changed a field this save changes: their version comes in, with the questions.
    await bringInLatest(planId);
    return 'conflict';
  }
}

/** Reads the saved plan and brings it into the copy (after a save found a question). */
async function bringInLatest(planId: string) {
  bringInWaiting();
  try {
    const plan = await fetchUnitPlan(planId);
    useEditorStore.setState({ failure: null });
    receiveSavedVersion(plan.version, plan.lessons);
  } catch (error) {
    useEditorStore.setState({ failure: PlanningFailure.from(error).code });
  }
}

/** How the teacher answers a question: their text, the teammate's, or both kept. */
export type ConflictChoice = 'mine' | 'theirs' | 'both';

/** Answers the question at `path` (a lesson's field, or a lesson one side removed). */
export function resolveConflict(path: readonly string[], choice: ConflictChoice) {
  const state = useEditorStore.getState();
  const conflict = state.conflicts.find((open) => samePath(open.path, path));
  const id = path[1];
  if (!conflict || id === undefined) return;
  const conflicts = state.conflicts.filter((open) => open !== conflict);
  const answered =
    path.length === 3
      ? answerField(state, id, path[2] as LessonField, conflict, choice)
      : answerLesson(state, id, conflict, choice);
  useEditorStore.setState({ ...answered, conflicts, dirty: true });
}

type Answer = Pick<EditorState, 'base' | 'lessons'>;

/** The field as chosen; its base becomes their value, so a save writes the choice over it. */
function answerField(
  state: EditorState,
  id: string,
  field: LessonField,
  conflict: MergeConflict,
  choice: ConflictChoice,
): Answer {
  const theirs = conflict.theirs as PlanLesson[LessonField];
  const base = state.base.map((lesson) =>
    lesson.id === id ? { ...lesson, [field]: theirs } : lesson,
  );
  const lessons = state.lessons.map((lesson) => {
    if (lesson.key !== id || choice === 'mine') return lesson;
    const mine = conflict.mine as PlanLesson[LessonField];
    const value = choice === 'theirs' ? theirs : keepBoth(mine, theirs, field === 'title');
    return {
      ...lesson,
      [field]: draftOfLesson({ ...lessonAsTyped(lesson), [field]: value })[field],
    };
  });
  return { base, lessons };
}

/**
 * A lesson one side removed and the other changed: kept (as changed) or removed. "Mine" is what
 * the teacher did to it, "theirs" what the teammate did, "both" keeps the lesson. Kept after
 * they removed it, it is new to the plan again; removed after they changed it, it goes with
 * their change.
 */
function answerLesson(
  state: EditorState,
  id: string,
  conflict: MergeConflict,
  choice: ConflictChoice,
): Answer {
  const removedByThem = conflict.theirs === null;
  const keep = removedByThem ? choice !== 'theirs' : choice !== 'mine';
  const others = (lessons: readonly { key?: string; id?: string }[]) =>
    lessons.filter((lesson) => (lesson.key ?? lesson.id) !== id);
  return {
    base: removedByThem ? (others(state.base) as PlanLesson[]) : state.base,
    lessons: keep ? state.lessons : (others(state.lessons) as LessonDraft[]),
  };
}

/**
 * Writes the working copy to this browser's storage now. Handing it over (the default) also
 * lets the editor be left without the unsaved-changes warning: it is offered again when the
 * plan opens.
 */
export function keepInBrowser(uid: string, { stayDirty = false } = {}) {
  const { planId, baseVersion, base, lessons } = useEditorStore.getState();
  if (!planId) return;
  writeLocalDraft(uid, planId, { baseVersion, base, savedAt: new Date(), lessons });
  if (!stayDirty) useEditorStore.setState({ dirty: false });
}

/** Leaving the editor: the next plan opened starts clean. */
export const closeWorkingCopy = () => useEditorStore.setState(EMPTY);

// Another user's work must never show: a change of user empties the editor.
useSession.subscribe((session, previous) => {
  if (session.user?.uid !== previous.user?.uid) closeWorkingCopy();
});
