import { emptyLessonDraft } from './lesson-draft';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-draft';

beforeEach(() => localStorage.clear());

const lesson = { ...emptyLessonDraft(), title: 'Fractions on a number line', objectives: 'One' };

it('keeps a working copy per user and plan until cleared', () => {
  const savedAt = new Date('2026-03-02T10:15:00Z');
  writeLocalDraft('me', 'u1', { baseVersion: 3, base: [], savedAt, lessons: [lesson] });

  const read = readLocalDraft('me', 'u1');
  expect(read?.baseVersion).toBe(3);
  expect(read?.savedAt).toEqual(savedAt);
  // The lesson keeps its id, so its edits still merge with the saved lesson's.
  expect(read?.lessons).toEqual([lesson]);
  expect(readLocalDraft('someone-else', 'u1')).toBeNull();
  expect(readLocalDraft('me', 'u2')).toBeNull();

  clearLocalDraft('me', 'u1');
  expect(readLocalDraft('me', 'u1')).toBeNull();
});

it('gives each lesson kept before ids were stored an id of its own', () => {
  const { key: _pageKey, ...content } = lesson;
  const old = { ...content, key: 'lx3k9a-2' };
  localStorage.setItem(
    'lesson-planner:unit-plan-draft:me:u1',
    JSON.stringify({ baseVersion: 1, savedAt: 1, lessons: [old] }),
  );
  const [restored] = readLocalDraft('me', 'u1')!.lessons;
  expect(restored?.key).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(restored?.title).toBe(lesson.title);
});

it('keeps a copy begun before the plan existed', () => {
  writeLocalDraft('me', 'u1', { baseVersion: null, base: null, savedAt: new Date(), lessons: [] });
  expect(readLocalDraft('me', 'u1')?.baseVersion).toBeNull();
});

it('ignores what it cannot read and repairs missing fields', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const key = 'lesson-planner:unit-plan-draft:me:u1';
  localStorage.setItem(key, '{not json');
  expect(readLocalDraft('me', 'u1')).toBeNull();

  localStorage.setItem(
    key,
    JSON.stringify({
      baseVersion: 2,
      savedAt: 0,
      lessons: [{ title: 'Only a title', standards: [{}] }],
    }),
  );
  expect(readLocalDraft('me', 'u1')?.lessons[0]).toMatchObject({
    title: 'Only a title',
    objectives: '',
    standards: [],
    activities: [],
  });
  warn.mockRestore();
});
