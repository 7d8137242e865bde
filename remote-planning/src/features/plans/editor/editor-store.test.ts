// The working copy's rules that the page tests do not reach: edits made while a save runs, the
// version a restored copy starts from, an AI rewrite taking a lesson's place, and a teammate's
// saved version brought into the copy, with the questions it may ask.
import type { PlanLesson, SaveUnitPlanResponse } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { PlanningFailure } from '../../../api/planning-failure';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { saveUnitPlan } from '../../../api/unit-plan-writes';
import {
  appendLessons,
  keepInBrowser,
  moveLesson,
  openWorkingCopy,
  receiveSavedVersion,
  removeLesson,
  replaceLesson,
  resolveConflict,
  restoreLocalDraft,
  saveWorkingCopy,
  updateLesson,
  useEditorStore,
} from './editor-store';
import { emptyLessonDraft } from './lesson-draft';
import { readLocalDraft } from './local-draft';

jest.mock('../../../api/unit-plan-reads', () => ({ fetchUnitPlan: jest.fn() }));
jest.mock('../../../api/unit-plan-writes', () => ({
  createUnitPlan: jest.fn(),
  saveUnitPlan: jest.fn(),
}));
jest.mock('../../../api/team-directory', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);

const lesson = (title: string, fields: Partial<PlanLesson> = {}): PlanLesson => ({
  id: title.toLowerCase().replace(/[^a-z]+/g, '-'),
  title,
  objectives: [],
  standards: [],
  activities: [],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
  ...fields,
});

const unit = { id: 'u1', teamId: 't1' };
const firstKey = () => useEditorStore.getState().lessons[0]!.key;
const copy = () => useEditorStore.getState().lessons;
/** The save answers as the server would had no one else saved: what was sent, stored. */
const savesAsSent = (version: number) =>
  jest.mocked(saveUnitPlan).mockImplementation(async (_id, _base, lessons) => ({
    version,
    lessons: [...lessons],
  }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  useSession.setState(signedInAs('me', { email: null }));
  openWorkingCopy('u1', 4, [lesson('Halves')]);
});

it('keeps what was typed during a save unsaved, and in the browser over the new version', async () => {
  let finish: (saved: SaveUnitPlanResponse) => void = () => undefined;
  jest.mocked(saveUnitPlan).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  updateLesson(firstKey(), { title: 'Halves and wholes' });
  const saving = saveWorkingCopy(unit);
  updateLesson(firstKey(), { title: 'Halves and wholes!' });
  finish({ version: 5, lessons: [lesson('Halves and wholes', { id: 'halves' })] });

  await expect(saving).resolves.toBe('saved');
  expect(useEditorStore.getState()).toMatchObject({ baseVersion: 5, dirty: true, conflicts: [] });
  expect(copy()[0]!.title).toBe('Halves and wholes!');
  expect(readLocalDraft('me', 'u1')).toMatchObject({
    baseVersion: 5,
    lessons: [{ title: 'Halves and wholes!' }],
  });
});

it('writes nothing when nothing changed', async () => {
  await expect(saveWorkingCopy(unit)).resolves.toBe('unchanged');
  updateLesson(firstKey(), { title: 'Halves!' });
  updateLesson(firstKey(), { title: 'Halves' });
  await expect(saveWorkingCopy(unit)).resolves.toBe('unchanged');
  expect(saveUnitPlan).not.toHaveBeenCalled();
});

it('restores a copy begun before the plan existed with its lessons as new ones', () => {
  const kept = { ...emptyLessonDraft(), title: 'Kept' };
  restoreLocalDraft({ baseVersion: null, base: null, savedAt: new Date(), lessons: [kept] });
  expect(useEditorStore.getState()).toMatchObject({ baseVersion: 4, dirty: true });
  expect(copy().map((each) => each.title)).toEqual(['Halves', 'Kept']);

  openWorkingCopy('u1', null, []);
  restoreLocalDraft({ baseVersion: null, base: null, savedAt: new Date(), lessons: [kept] });
  expect(useEditorStore.getState().baseVersion).toBeNull();
});

it('puts an accepted AI rewrite in the lesson’s place, keeping its card', () => {
  const key = firstKey();
  replaceLesson(0, lesson('Halves, improved'));
  expect(copy()[0]).toMatchObject({ key, title: 'Halves, improved' });
  expect(useEditorStore.getState().dirty).toBe(true);
});

describe('a teammate’s saved version', () => {
  beforeEach(() => openWorkingCopy('u1', 4, [lesson('Halves'), lesson('Quarters')]));

  it('comes into the copy without touching what the teacher is typing', async () => {
    updateLesson('halves', { homework: 'Fold a strip' });
    const typing = copy()[0];
    receiveSavedVersion(5, [
      lesson('Halves', { materials: ['Paper'] }),
      lesson('Quarters', { title: 'Quarters and eighths' }),
    ]);
    expect(copy()[0]).toMatchObject({ homework: 'Fold a strip', materials: 'Paper' });
    expect(copy()[1]!.title).toBe('Quarters and eighths');
    expect(useEditorStore.getState()).toMatchObject({ baseVersion: 5, conflicts: [] });
    // An older version, or the same one again, changes nothing.
    receiveSavedVersion(5, [lesson('Halves')]);
    expect(copy()[0]).not.toBe(typing);
    expect(copy()[1]!.title).toBe('Quarters and eighths');

    savesAsSent(6);
    await saveWorkingCopy(unit);
    const [, base, sent, baseVersion] = jest.mocked(saveUnitPlan).mock.calls[0]!;
    expect(baseVersion).toBe(5);
    expect(base[1]!.title).toBe('Quarters and eighths');
    expect(sent[0]).toMatchObject({ homework: 'Fold a strip', materials: ['Paper'] });
  });

  it('asks about a field both changed, and saves nothing until answered', async () => {
    updateLesson('halves', { homework: 'Mine' });
    receiveSavedVersion(5, [lesson('Halves', { homework: 'Theirs' }), lesson('Quarters')]);
    expect(useEditorStore.getState().conflicts).toEqual([
      { path: ['lessons', 'halves', 'homework'], base: '', mine: 'Mine', theirs: 'Theirs' },
    ]);
    expect(copy()[0]!.homework).toBe('Mine');
    await expect(saveWorkingCopy(unit)).resolves.toBe('conflict');
    expect(saveUnitPlan).not.toHaveBeenCalled();

    resolveConflict(['lessons', 'halves', 'homework'], 'both');
    expect(copy()[0]!.homework).toBe('Mine\n\nTheirs');
    savesAsSent(6);
    await expect(saveWorkingCopy(unit)).resolves.toBe('saved');
    const [, base] = jest.mocked(saveUnitPlan).mock.calls[0]!;
    // Written over their text, which the teacher saw and kept.
    expect(base[0]!.homework).toBe('Theirs');
  });

  it.each([
    ['theirs', 'Theirs'],
    ['mine', 'Mine'],
  ] as const)('takes %s text when the teacher chooses it', (choice, text) => {
    updateLesson('halves', { homework: 'Mine' });
    receiveSavedVersion(5, [lesson('Halves', { homework: 'Theirs' }), lesson('Quarters')]);
    resolveConflict(['lessons', 'halves', 'homework'], choice);
    expect(copy()[0]!.homework).toBe(text);
    expect(useEditorStore.getState().conflicts).toEqual([]);
  });

  it('keeps a lesson the teacher changed that they removed, as new, when asked to', async () => {
    updateLesson('quarters', { homework: 'Mine' });
    receiveSavedVersion(5, [lesson('Halves')]);
    expect(useEditorStore.getState().conflicts).toMatchObject([
      { path: ['lessons', 'quarters'], theirs: null },
    ]);
    resolveConflict(['lessons', 'quarters'], 'both');
    savesAsSent(6);
    await saveWorkingCopy(unit);
    const [, base, sent] = jest.mocked(saveUnitPlan).mock.calls[0]!;
    expect(base.map((each) => each.id)).toEqual(['halves']);
    expect(sent.map((each) => each.id)).toEqual(['halves', 'quarters']);
  });

  it('removes a lesson the teacher removed that they changed, only when asked to', () => {
    removeLesson(1);
    receiveSavedVersion(5, [lesson('Halves'), lesson('Quarters', { homework: 'Theirs' })]);
    expect(copy().map((each) => each.homework)).toEqual(['', 'Theirs']);
    resolveConflict(['lessons', 'quarters'], 'mine');
    expect(copy().map((each) => each.key)).toEqual(['halves']);
  });

  it('waits for a save on its way, then comes in', async () => {
    let finish: (saved: SaveUnitPlanResponse) => void = () => undefined;
    jest.mocked(saveUnitPlan).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    updateLesson('halves', { homework: 'Mine' });
    const saving = saveWorkingCopy(unit);
    const theirs = lesson('Quarters', { homework: 'Theirs' });
    receiveSavedVersion(5, [lesson('Halves'), theirs]);
    expect(copy()[1]!.homework).toBe('');
    finish({ version: 6, lessons: [lesson('Halves', { homework: 'Mine' }), theirs] });
    await saving;
    expect(copy().map((each) => each.homework)).toEqual(['Mine', 'Theirs']);
    expect(useEditorStore.getState()).toMatchObject({ baseVersion: 6, conflicts: [] });
  });

  it('asks, with their version read, when the save itself finds the same field changed', async () => {
    jest.mocked(saveUnitPlan).mockRejectedValue(new PlanningFailure('conflict'));
    jest.mocked(fetchUnitPlan).mockResolvedValue({
      id: 'u1',
      unitId: 'u1',
      teamId: 't1',
      ownerId: 'me',
      lessons: [lesson('Halves', { homework: 'Theirs' }), lesson('Quarters')],
      version: 5,
      updatedBy: 'malee',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    updateLesson('halves', { homework: 'Mine' });
    await expect(saveWorkingCopy(unit)).resolves.toBe('conflict');
    expect(useEditorStore.getState()).toMatchObject({
      baseVersion: 5,
      failure: null,
      conflicts: [{ path: ['lessons', 'halves', 'homework'] }],
    });
  });
});

describe('the "AI draft" mark', () => {
  const marks = () => copy().map((draft) => draft.aiDraft === true);

  it('marks the lessons accepted from an AI draft and saves the mark with them', async () => {
    appendLessons([lesson('Quarters'), lesson('Eighths')]);
    replaceLesson(0, lesson('Halves, improved'));
    expect(marks()).toEqual([true, true, true]);
    savesAsSent(5);
    await saveWorkingCopy(unit);
    const saved = jest.mocked(saveUnitPlan).mock.calls[0]![2];
    expect(saved.map((each) => each.aiDraft)).toEqual([true, true, true]);
  });

  it('keeps the mark of a saved lesson until a person edits that lesson', () => {
    openWorkingCopy('u1', 4, [{ ...lesson('Drafted'), aiDraft: true }, lesson('Mine')]);
    moveLesson(0, 1);
    expect(marks()).toEqual([false, true]);
    const drafted = copy()[1]!.key;
    updateLesson(drafted, { homework: 'Read page 4' });
    expect(marks()).toEqual([false, false]);
  });

  it('is kept in the browser with the unsaved copy', () => {
    appendLessons([lesson('Quarters')]);
    keepInBrowser('me');
    restoreLocalDraft(readLocalDraft('me', 'u1')!);
    expect(marks()).toEqual([false, true]);
  });
});
