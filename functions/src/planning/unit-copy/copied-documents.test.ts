import type { PlanLesson } from '@lesson-planner/shared-contracts/planning';
import { copiedExperience, copiedLesson, copiedRubric, copiedUnit } from './copied-documents';

const lesson = (experienceId?: string): PlanLesson => ({
  id: 'lesson-1',
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
  expect(copiedLesson(lesson('yarn'), ids).activities[0]!.experienceId).toBe('yarn-copy');
  expect(copiedLesson(lesson('other'), ids).activities[0]!.experienceId).toBe('other');
  const { id, ...rest } = copiedLesson(lesson(), ids);
  const { id: _original, ...original } = lesson();
  expect(rest).toEqual(original);
  expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
});

it('each lesson of a copy gets an id of its own', () => {
  const ids = new Set([1, 2, 3].map(() => copiedLesson(lesson(), new Map()).id));
  expect(ids.size).toBe(3);
  expect(ids.has('lesson-1')).toBe(false);
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
