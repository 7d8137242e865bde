import { LessonSchema } from './lesson';
import { markedAsAiDraft, PlanLessonSchema, withoutAiDraftMark } from './plan-lesson';
import { SaveUnitPlanRequestSchema, UnitPlanSchema } from './unit-plan';

const lesson = LessonSchema.parse({ title: 'Market fractions' });

it('keeps the AI draft mark on a plan’s lesson, and drops it on request', () => {
  const marked = markedAsAiDraft(lesson);
  expect(PlanLessonSchema.parse(marked).aiDraft).toBe(true);
  expect(withoutAiDraftMark(marked)).toEqual(lesson);
  expect('aiDraft' in withoutAiDraftMark(marked)).toBe(false);
});

it('lets a save and a stored plan carry the mark, never anything but true', () => {
  const save = (lessons: unknown[]) =>
    SaveUnitPlanRequestSchema.safeParse({ unitId: 'u1', baseVersion: 1, lessons });
  expect(save([markedAsAiDraft(lesson)]).data?.lessons[0]?.aiDraft).toBe(true);
  expect(save([lesson]).data?.lessons[0]).not.toHaveProperty('aiDraft');
  expect(save([{ ...lesson, aiDraft: 'yes' }]).success).toBe(false);
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

it('leaves the mark out of what a model must reply', () => {
  expect(LessonSchema.parse(markedAsAiDraft(lesson))).not.toHaveProperty('aiDraft');
});
