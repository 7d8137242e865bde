import { LessonSchema, type Lesson } from './lesson';
import { planChangesSince } from './plan-changes';

const lesson = (title: string, fields: Partial<Lesson> = {}): Lesson =>
  LessonSchema.parse({ title, ...fields });
const withId = (id: string, title: string, fields: Partial<Lesson> = {}) => ({
  ...lesson(title, fields),
  id,
});

describe('planChangesSince', () => {
  it('finds nothing when the plan is the one reviewed, AI-draft marks aside', () => {
    const reviewed = [lesson('Plants'), { ...lesson('Food webs'), aiDraft: true as const }];
    const changes = planChangesSince(reviewed, [lesson('Plants'), lesson('Food webs')]);
    expect(changes.any).toBe(false);
    expect(changes.lessons).toEqual([
      { kind: 'unchanged', from: 0 },
      { kind: 'unchanged', from: 1 },
    ]);
    expect(changes.removed).toEqual([]);
  });

  it('names the parts of a lesson that changed, a lesson added and a lesson removed, by position', () => {
    const reviewed = [lesson('Plants'), lesson('Food webs'), lesson('Field walk')];
    const changes = planChangesSince(reviewed, [
      lesson('Plants', { homework: 'Draw a leaf.', objectives: ['Name the parts'] }),
      lesson('Food webs'),
    ]);
    expect(changes.lessons).toEqual([
      { kind: 'changed', from: 0, parts: ['objectives', 'homework'] },
      { kind: 'unchanged', from: 1 },
    ]);
    expect(changes.removed).toEqual([{ index: 2, title: 'Field walk' }]);
    expect(changes.any).toBe(true);
  });

  it('follows lessons by id when every lesson has one: a move is no change of content', () => {
    const reviewed = [withId('a', 'Plants'), withId('b', 'Food webs'), withId('c', 'Walk')];
    const changes = planChangesSince(reviewed, [
      withId('b', 'Food webs'),
      withId('d', 'Quadrats'),
      withId('a', 'Plants', { materials: ['Hand lenses'] }),
    ]);
    expect(changes.lessons).toEqual([
      { kind: 'unchanged', from: 1 },
      { kind: 'added' },
      { kind: 'changed', from: 0, parts: ['materials'] },
    ]);
    expect(changes.removed).toEqual([{ index: 2, title: 'Walk' }]);
    expect(changes.any).toBe(true);
  });

  it('reads an activity stored with its fields in another order as the same', () => {
    const activity = { title: 'Warm-up', minutes: 5, description: '' };
    const reordered = { description: '', minutes: 5, title: 'Warm-up' };
    const changes = planChangesSince(
      [lesson('Plants', { activities: [activity] })],
      [{ ...lesson('Plants'), activities: [reordered] }],
    );
    expect(changes.any).toBe(false);
  });

  it('counts a reordering alone as a change', () => {
    const reviewed = [withId('a', 'Plants'), withId('b', 'Food webs')];
    const changes = planChangesSince(reviewed, [reviewed[1]!, reviewed[0]!]);
    expect(changes.lessons.every((change) => change.kind === 'unchanged')).toBe(true);
    expect(changes.any).toBe(true);
  });

  it('matches by position when lessons were reviewed before lessons had ids', () => {
    const changes = planChangesSince(
      [lesson('Plants'), lesson('Food webs')],
      [withId('a', 'Plants'), withId('b', 'Food webs, shorter')],
    );
    expect(changes.lessons).toEqual([
      { kind: 'unchanged', from: 0 },
      { kind: 'changed', from: 1, parts: ['title'] },
    ]);
  });
});
