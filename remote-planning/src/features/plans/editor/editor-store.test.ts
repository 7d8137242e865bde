// The working copy's rules that the page tests do not reach: edits made while a save runs, the
// version a restored copy starts from, and an AI rewrite taking a lesson's place.
import type { PlanLesson } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { saveUnitPlan } from '../../../api/unit-plan-writes';
import {
  appendLessons,
  keepInBrowser,
  moveLesson,
  openWorkingCopy,
  replaceLesson,
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
jest.mock('../../../api/team-directory', () => ({ listMyTeams: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);

const lesson = (title: string): PlanLesson => ({
  id: title.toLowerCase().replace(/[^a-z]+/g, '-'),
  title,
  objectives: [],
  standards: [],
  activities: [],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

const unit = { id: 'u1', teamId: 't1' };
const firstKey = () => useEditorStore.getState().lessons[0]!.key;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  useSession.setState(signedInAs('me', { email: null }));
  openWorkingCopy('u1', 4, [lesson('Halves')]);
});

it('keeps what was typed during a save unsaved, and in the browser over the new version', async () => {
  let finish: (version: number) => void = () => undefined;
  jest.mocked(saveUnitPlan).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  updateLesson(firstKey(), { title: 'Halves and wholes' });
  const saving = saveWorkingCopy(unit);
  updateLesson(firstKey(), { title: 'Halves and wholes!' });
  finish(5);

  await expect(saving).resolves.toBe('saved');
  expect(useEditorStore.getState()).toMatchObject({ baseVersion: 5, dirty: true });
  expect(readLocalDraft('me', 'u1')).toMatchObject({
    baseVersion: 5,
    lessons: [{ title: 'Halves and wholes!' }],
  });
});

it('writes nothing when nothing changed', async () => {
  await expect(saveWorkingCopy(unit)).resolves.toBe('unchanged');
  expect(saveUnitPlan).not.toHaveBeenCalled();
});

it('restores a copy begun before the plan existed as starting from no version', () => {
  restoreLocalDraft({ baseVersion: null, savedAt: new Date(), lessons: [emptyLessonDraft()] });
  expect(useEditorStore.getState()).toMatchObject({ baseVersion: 0, dirty: true });

  openWorkingCopy('u1', null, []);
  restoreLocalDraft({ baseVersion: null, savedAt: new Date(), lessons: [emptyLessonDraft()] });
  expect(useEditorStore.getState().baseVersion).toBeNull();
});

it('puts an accepted AI rewrite in the lesson’s place, keeping its card', () => {
  const key = firstKey();
  replaceLesson(0, lesson('Halves, improved'));
  expect(useEditorStore.getState().lessons[0]).toMatchObject({ key, title: 'Halves, improved' });
  expect(useEditorStore.getState().dirty).toBe(true);
});

describe('the "AI draft" mark', () => {
  const marks = () => useEditorStore.getState().lessons.map((draft) => draft.aiDraft === true);

  it('marks the lessons accepted from an AI draft and saves the mark with them', async () => {
    appendLessons([lesson('Quarters'), lesson('Eighths')]);
    replaceLesson(0, lesson('Halves, improved'));
    expect(marks()).toEqual([true, true, true]);
    jest.mocked(saveUnitPlan).mockResolvedValue(5);
    await saveWorkingCopy(unit);
    const saved = jest.mocked(saveUnitPlan).mock.calls[0]![1];
    expect(saved.map((each) => (each as { aiDraft?: true }).aiDraft)).toEqual([true, true, true]);
  });

  it('keeps the mark of a saved lesson until a person edits that lesson', () => {
    openWorkingCopy('u1', 4, [{ ...lesson('Drafted'), aiDraft: true }, lesson('Mine')]);
    moveLesson(0, 1);
    expect(marks()).toEqual([false, true]);
    const drafted = useEditorStore.getState().lessons[1]!.key;
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
