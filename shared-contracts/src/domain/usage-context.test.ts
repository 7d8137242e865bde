// Every context shape found in tokenUsageLogs decodes to a task, an object and a provider:
// the maps generate-draft.ts writes, the seeds' internal keys, and free text.
import { describeUsageContext } from './usage-context';

describe('contexts the generateDraft function writes', () => {
  it('reads a unit plan draft: lesson count and the unit with its title', () => {
    expect(
      describeUsageContext({
        task: 'unitPlan',
        unitId: '1yuRyemHL7XJjXGwaDyh',
        unitTitle: 'Market fractions',
        lessonCount: 4,
        provider: 'offline',
        model: 'offline-draft-1',
      }),
    ).toEqual({
      task: 'unitPlan',
      count: 4,
      object: { kind: 'unitPlan', id: '1yuRyemHL7XJjXGwaDyh', title: 'Market fractions' },
      note: null,
      provider: 'offline',
      model: 'offline-draft-1',
    });
  });

  it('reads a cut-off lesson draft without a count', () => {
    const description = describeUsageContext({
      task: 'lesson',
      unitId: 'u1',
      unitTitle: 'Plants',
      lessonCount: null,
      provider: 'gemini',
      model: 'gemini-2.5-flash',
    });
    expect(description.task).toBe('lesson');
    expect(description.count).toBeNull();
    expect(description.object).toEqual({ kind: 'unitPlan', id: 'u1', title: 'Plants' });
  });

  it.each(['classroomUnit', 'classroomUnitLessons'])(
    'reads a unit planned for a classroom (%s) by its unit',
    (task) => {
      const description = describeUsageContext({
        task,
        unitId: 'draft-1',
        unitTitle: 'Market maths',
        classroomId: '5a',
        classroomName: '5A Mathematics',
        lessonCount: 8,
        provider: 'offline',
        model: 'offline-draft-1',
      });
      expect(description.task).toBe(task);
      expect(description.object).toEqual({
        kind: 'unitPlan',
        id: 'draft-1',
        title: 'Market maths',
      });
    },
  );

  it('reads a rubric draft by its rubric, not by its unit', () => {
    expect(
      describeUsageContext({
        task: 'rubric',
        rubricId: 'r1',
        rubricTitle: 'Lab report',
        unitId: 'u1',
        experienceId: null,
        mode: 'draft',
        provider: 'offline',
        model: 'offline-draft-1',
      }).object,
    ).toEqual({ kind: 'rubric', id: 'r1', title: 'Lab report' });
  });

  it('reads a drafted new unit as a unit task naming its title', () => {
    const description = describeUsageContext({
      task: 'unit',
      unitId: null,
      unitTitle: 'Life in the rice field',
      classroomId: 'c5a',
      provider: 'offline',
      model: 'offline-draft-1',
    });
    expect(description.task).toBe('unit');
    expect(description.object).toEqual({ kind: 'unit', id: null, title: 'Life in the rice field' });
  });

  it('keeps the title of a draft not saved yet, with no id to link to', () => {
    expect(
      describeUsageContext({
        task: 'experience',
        experienceId: null,
        experienceTitle: 'Yarn web',
        unitId: null,
        mode: 'draft',
      }).object,
    ).toEqual({ kind: 'experience', id: null, title: 'Yarn web' });
  });

  it('names no object when the draft names neither id nor title', () => {
    expect(
      describeUsageContext({ task: 'rubric', rubricId: null, rubricTitle: null }).object,
    ).toBeNull();
  });

  it('reads a task this version does not know as other, keeping provider and model', () => {
    expect(describeUsageContext({ task: 'quiz', provider: 'openai', model: 'gpt' })).toEqual({
      task: 'other',
      count: null,
      object: null,
      note: null,
      provider: 'openai',
      model: 'gpt',
    });
  });
});

describe('older entries', () => {
  it.each([
    ['unit-plan-generation', 'unitPlan'],
    ['unit-plan', 'unitPlan'],
    ['rubric-generation', 'rubric'],
    ['weekly-planner', 'weeklyPlanner'],
    ['experience-generation', 'experience'],
  ])('reads the internal key %s as the task %s', (key, task) => {
    expect(describeUsageContext(key)).toEqual({
      task,
      count: null,
      object: null,
      note: null,
      provider: null,
      model: null,
    });
  });

  it('keeps free text as a note', () => {
    expect(describeUsageContext(' Testing the allowance ')).toMatchObject({
      task: 'other',
      note: 'Testing the allowance',
    });
  });

  it('reads a map stored as JSON text like the map', () => {
    expect(
      describeUsageContext('{"task":"rubric","rubricId":"r2","rubricTitle":"Poster"}').object,
    ).toEqual({ kind: 'rubric', id: 'r2', title: 'Poster' });
  });

  it('keeps text that only starts like JSON as a note', () => {
    expect(describeUsageContext('{oops').note).toBe('{oops');
  });

  it.each([null, undefined, '', 42, ['unitPlan']])('reads %p as other, with no note', (value) => {
    expect(describeUsageContext(value)).toMatchObject({ task: 'other', note: null });
  });
});
