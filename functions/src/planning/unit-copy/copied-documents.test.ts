import type { PlanLesson } from '@lesson-planner/shared-contracts/planning';
import { copiedExperience, copiedLesson, copiedRubric, copiedUnit } from './copied-documents';

const lesson = (experienceId?: string): PlanLesson => ({
  title: 'Food chains',
  objectives: [],
  standards: [],
  activities: [{ title: 'Yarn web', minutes: 15, description: '', experienceId }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});
const stamp = { ownerId: 'me', createdAt: 'now', updatedAt: 'now' };

it("a copied lesson uses the copy's experience where it was copied, the shared one otherwise", () => {
  const ids = new Map([['yarn', 'yarn-copy']]);
  expect(copiedLesson(lesson('yarn'), ids, () => 'x').activities[0]!.experienceId).toBe(
    'yarn-copy',
  );
  expect(copiedLesson(lesson('other'), ids, () => 'x').activities[0]!.experienceId).toBe('other');
  expect(copiedLesson(lesson(), ids, () => 'x')).toEqual(lesson());
});

it('a lesson that has an id gets a new one', () => {
  const withId = { ...lesson(), id: 'lesson-1' } as PlanLesson;
  expect(copiedLesson(withId, new Map(), () => 'lesson-new')).toMatchObject({ id: 'lesson-new' });
});

it('a copied unit is a draft of the copier, crediting the original, with only the rules’ fields', () => {
  const unit = copiedUnit(
    {
      title: 'Ecosystems',
      ownerId: 'author',
      teamId: 't',
      status: 'published',
      reviewNotes: 'x',
      weeks: 3,
    },
    'u1',
    { unitId: 'u2', ownerId: 'me', classroomId: 'c', startDate: null },
    { createdAt: 'now' },
  );
  expect(unit).toEqual({
    title: 'Ecosystems',
    weeks: 3,
    teamId: 't',
    classroomId: 'c',
    startDate: null,
    status: 'draft',
    ownerId: 'me',
    collaboratorIds: [],
    copiedFrom: { unitId: 'u1', title: 'Ecosystems', ownerId: 'author' },
    createdAt: 'now',
    updatedAt: null,
  });
});

it("copied experiences and rubrics point at the copy's own documents where they were copied", () => {
  const experience = copiedExperience(
    {
      title: 'Yarn web',
      unitIds: ['u1', 'u9'],
      rubricId: 'r1',
      collaboratorIds: ['x'],
      version: 7,
    },
    'u2',
    new Map([['r1', 'r1-copy']]),
    stamp,
  );
  expect(experience).toMatchObject({
    unitIds: ['u2'],
    rubricId: 'r1-copy',
    collaboratorIds: [],
    version: 1,
  });
  const rubric = copiedRubric(
    { title: 'Checklist', experienceIds: ['e1', 'e2'], unitIds: ['u1'] },
    'u2',
    new Map([['e1', 'e1-copy']]),
    stamp,
  );
  expect(rubric).toMatchObject({
    unitIds: ['u2'],
    experienceIds: ['e1-copy', 'e2'],
    ownerId: 'me',
  });
  expect(rubric).not.toHaveProperty('collaboratorIds');
});
