import { LessonSchema } from './lesson';
import { LessonIdSchema, newLessonId } from './lesson-id';
import { markedAsAiDraft, PlanLessonSchema, withoutAiDraftMark } from './plan-lesson';
import { SaveUnitPlanRequestSchema, UnitPlanSchema } from './unit-plan';

const lesson = LessonSchema.parse({ title: 'Market fractions' });

it('keeps the AI draft mark on a plan’s lesson, and drops it on request', () => {
  const marked = markedAsAiDraft(lesson);
  expect(PlanLessonSchema.parse(marked).aiDraft).toBe(true);
  expect(withoutAiDraftMark(marked)).toEqual({ ...lesson, id: marked.id });
  expect('aiDraft' in withoutAiDraftMark(marked)).toBe(false);
});

it('lets a save and a stored plan carry the mark, never anything but true', () => {
  const save = (lessons: unknown[]) =>
    SaveUnitPlanRequestSchema.safeParse({ unitId: 'u1', baseVersion: null, lessons });
  const created = (lessons: unknown[]) => {
    const request = save(lessons).data;
    return request && 'lessons' in request ? request.lessons[0] : undefined;
  };
  expect(created([markedAsAiDraft(lesson)])?.aiDraft).toBe(true);
  expect(created([{ ...lesson, id: 'l1' }])).not.toHaveProperty('aiDraft');
  expect(save([{ ...lesson, id: 'l1', aiDraft: 'yes' }]).success).toBe(false);
  const stored = UnitPlanSchema.parse({
    id: 'u1',
    unitId: 'u1',
    teamId: 't1',
    ownerId: 'me',
    lessons: [markedAsAiDraft(lesson)],
    version: 1,
    updatedBy: 'me',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  expect(stored.lessons[0]?.aiDraft).toBe(true);
});

it('leaves the id and the mark out of what a model must reply', () => {
  const replied = LessonSchema.parse(markedAsAiDraft(lesson));
  expect(replied).not.toHaveProperty('aiDraft');
  expect(replied).not.toHaveProperty('id');
});

it('gives each new lesson an id of its own that a plan accepts', () => {
  const ids = Array.from({ length: 50 }, newLessonId);
  expect(new Set(ids).size).toBe(50);
  expect(ids.every((id) => LessonIdSchema.safeParse(id).success && id.length === 20)).toBe(true);
});

it('refuses a save whose lessons share an id, or carry one that is not an id', () => {
  const save = (lessons: unknown[]) =>
    SaveUnitPlanRequestSchema.safeParse({ unitId: 'u1', baseVersion: null, lessons }).success;
  expect(
    save([
      { ...lesson, id: 'a' },
      { ...lesson, id: 'b' },
    ]),
  ).toBe(true);
  expect(
    save([
      { ...lesson, id: 'a' },
      { ...lesson, id: 'a' },
    ]),
  ).toBe(false);
  expect(save([{ ...lesson, id: 'a/b' }])).toBe(false);
  expect(save([lesson])).toBe(false);
});
