import { UnitPlanSchema } from './unit-plan';
import { UnitSchema } from './unit';
import { ExperienceSchema } from './experience';
import { RubricSchema } from './rubric';
import { decodeExperience, decodeRubric, decodeUnit, decodeUnitPlan } from './lenient-decode';

const created = new Date('2026-09-01T00:00:00Z');
const unitData = {
  id: 'u1',
  title: 'Fractions',
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: '2026-09-07',
  weeks: 4,
  bigIdeas: ['A fraction is a number'],
  essentialQuestions: ['When are two fractions equal?'],
  standards: [{ frameworkId: 'f1', standardId: 'ma.5.1' }],
  summativeAssessment: 'A market-day project',
  status: 'published',
  ownerId: 'owner',
  collaboratorIds: [],
  createdAt: created,
  updatedAt: null,
};
const lesson = (title: unknown) => ({
  title,
  objectives: ['Compare halves'],
  standards: [],
  activities: [{ title: 'Fold paper', minutes: 10, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});
const planData = {
  id: 'u1',
  unitId: 'u1',
  teamId: 't1',
  ownerId: 'owner',
  lessons: [lesson('Halves'), lesson('Quarters')],
  version: 3,
  updatedBy: 'owner',
  createdAt: created,
  updatedAt: created,
};

describe('decodeUnit', () => {
  it('reads a valid unit as the schema does, with nothing unreadable', () => {
    expect(decodeUnit(unitData)).toEqual({ ...UnitSchema.parse(unitData), unreadable: [] });
  });

  it('keeps every readable part of a unit with bad fields and names the bad ones', () => {
    const unit = decodeUnit({
      ...unitData,
      bigIdeas: ['Kept', 'x'.repeat(501), 7, 'Also kept'],
      summativeAssessment: { html: '<b>' },
      weeks: 'four',
      standards: 'MA.5.1',
    });
    expect(unit.title).toBe('Fractions');
    expect(unit.bigIdeas).toEqual(['Kept', 'Also kept']);
    expect(unit.summativeAssessment).toBe('');
    expect(unit.weeks).toBe(4);
    expect(unit.standards).toEqual([]);
    expect(unit.essentialQuestions).toEqual(['When are two fractions equal?']);
    expect(unit.unreadable).toEqual([
      'weeks',
      'bigIdeas.1',
      'bigIdeas.2',
      'standards',
      'summativeAssessment',
    ]);
  });

  it('shows a title it cannot read as empty and names it', () => {
    const unit = decodeUnit({ ...unitData, title: 'x'.repeat(151) });
    expect(unit.title).toBe('');
    expect(unit.unreadable).toEqual(['title']);
  });

  it('refuses a document whose identity it cannot read', () => {
    expect(() => decodeUnit({ ...unitData, teamId: 5 })).toThrow();
    expect(() => decodeUnit({ ...unitData, createdAt: 'yesterday' })).toThrow();
  });
});

describe('decodeUnitPlan', () => {
  it('reads a valid plan as the schema does', () => {
    const named = {
      ...planData,
      lessons: planData.lessons.map((each, i) => ({ ...each, id: `l${i}` })),
    };
    expect(decodeUnitPlan(named)).toEqual({ ...UnitPlanSchema.parse(named), unreadable: [] });
  });

  it('names each lesson stored before ids by its place, and a repeated id anew', () => {
    const plan = decodeUnitPlan({
      ...planData,
      lessons: [
        lesson('Halves'),
        { ...lesson('Thirds'), id: 'kept' },
        { ...lesson('Fifths'), id: 'kept' },
      ],
    });
    expect(plan.lessons.map((kept) => kept.id)).toEqual(['lesson-1', 'kept', 'lesson-3']);
  });

  it('keeps the lessons it can read, and the readable fields of a lesson with a bad one', () => {
    const plan = decodeUnitPlan({
      ...planData,
      lessons: [
        lesson('Halves'),
        'not a lesson',
        { ...lesson('Thirds'), homework: 'x'.repeat(900_000), materials: [5, 'Scissors'] },
        lesson(''),
      ],
    });
    expect(plan.lessons.map((kept) => kept.title)).toEqual(['Halves', 'Thirds', '']);
    expect(plan.lessons[1]).toMatchObject({ homework: '', materials: ['Scissors'] });
    expect(plan.unreadable).toEqual([
      'lessons.1',
      'lessons.2.materials.0',
      'lessons.2.homework',
      'lessons.3.title',
    ]);
  });

  it('leaves out an activity whose minutes cannot be read, keeping its lesson', () => {
    const bad = { title: 'Cut paper', minutes: 'ten', description: '' };
    const withBadActivity = { ...lesson('Halves'), activities: [bad, ...lesson('').activities] };
    const plan = decodeUnitPlan({ ...planData, lessons: [withBadActivity] });
    expect(plan.lessons[0]?.activities.map((activity) => activity.title)).toEqual(['Fold paper']);
    expect(plan.unreadable).toEqual(['lessons.0.activities.0']);
  });

  it('reads lessons that are not a list as none, and says so', () => {
    const plan = decodeUnitPlan({ ...planData, lessons: { first: lesson('Halves') } });
    expect(plan.lessons).toEqual([]);
    expect(plan.unreadable).toEqual(['lessons']);
  });
});

const rubricData = {
  id: 'r1',
  teamId: 't1',
  ownerId: 'owner',
  version: 2,
  baseVersion: 1,
  updatedBy: 'owner',
  createdAt: created,
  updatedAt: created,
  title: 'Lab report',
  type: 'analytic',
  levels: [
    { id: 'l1', name: 'Beginning', minPoints: 1, maxPoints: 1 },
    { id: 'l2', name: 'Secure', minPoints: 2, maxPoints: 2 },
  ],
  criteria: [
    { id: 'c1', title: 'Method', descriptors: ['Lists steps', 'Justifies steps'] },
    { id: 'c2', title: 'Results', descriptors: ['Some data', 7] },
    { id: 'c3', title: 'Sources', descriptors: 'not a list' },
    { id: 'c4', title: 'Conclusion', descriptors: ['States one', 'Explains it'] },
  ],
};

describe('decodeRubric', () => {
  it('reads a valid rubric as the schema does', () => {
    const valid = { ...rubricData, criteria: [rubricData.criteria[0]] };
    expect(decodeRubric(valid)).toEqual({ ...RubricSchema.parse(valid), unreadable: [] });
  });

  it('leaves out a malformed criterion whole, names it, and keeps the rest', () => {
    const rubric = decodeRubric({ ...rubricData, title: 9 });
    expect(rubric.criteria.map((criterion) => criterion.title)).toEqual(['Method', 'Conclusion']);
    expect(rubric.criteria[1]?.descriptors).toEqual(['States one', 'Explains it']);
    expect(rubric.title).toBe('');
    expect(rubric.unreadable).toEqual(['criteria.1', 'criteria.2', 'title']);
  });

  it('refuses a rubric whose levels cannot be read, as every criterion depends on them', () => {
    expect(() => decodeRubric({ ...rubricData, levels: [{ id: 'l1' }] })).toThrow();
  });
});

const step = (minutes: unknown) => ({ title: 'Predict', minutes, teacherActions: 'Ask' });
const experienceData = {
  id: 'e1',
  teamId: 't1',
  ownerId: 'owner',
  version: 1,
  baseVersion: 0,
  updatedBy: 'owner',
  createdAt: created,
  updatedAt: created,
  title: 'Floating and sinking',
  steps: [step(10), step('ten'), 'a step', step(15)],
  materials: ['Tub', 42],
};

describe('decodeExperience', () => {
  it('reads a valid experience as the schema does', () => {
    const valid = { ...experienceData, steps: [{ ...step(10), id: 's1' }], materials: ['Tub'] };
    expect(decodeExperience(valid)).toEqual({ ...ExperienceSchema.parse(valid), unreadable: [] });
  });

  it('names a step stored before steps had ids by its place, the same for every reader', () => {
    const stored = { ...experienceData, steps: [step(10), { ...step(5), id: 'step-1' }, step(15)] };
    // The second holds the first's place name, so the first takes another; all stay apart.
    expect(decodeExperience(stored).steps.map((kept) => kept.id)).toEqual([
      'step-1-1',
      'step-1',
      'step-3',
    ]);
    expect(decodeExperience(stored)).toEqual(decodeExperience(stored));
  });

  it('keeps the steps it can read whole and names the others', () => {
    const experience = decodeExperience(experienceData);
    expect(experience.title).toBe('Floating and sinking');
    expect(experience.steps.map((kept) => kept.minutes)).toEqual([10, 15]);
    expect(experience.materials).toEqual(['Tub']);
    expect(experience.unreadable).toEqual(['steps.1', 'steps.2', 'materials.1']);
  });
});
