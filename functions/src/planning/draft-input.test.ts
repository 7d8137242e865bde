/** @jest-environment node */
import {
  GenerateDraftRequestSchema,
  type GenerateDraftRequestFor,
} from '@lesson-planner/shared-contracts/planning';
import { draftInput, sampleLesson, STANDARDS } from '../ai/testing/fixtures';
import {
  buildDraftInput,
  draftStandardFromDoc,
  draftUnitFromDoc,
  type DraftSource,
} from './draft-input';

const unitDoc = {
  title: 'Fractions in everyday life',
  subject: 'Mathematics',
  grade: '5',
  classroomId: 'class-1',
  teamId: 'team-1',
  startDate: '2026-09-01',
  weeks: 3,
  bigIdeas: ['Fractions describe parts of a whole'],
  essentialQuestions: ['When do we use fractions outside school?'],
  standards: [
    { frameworkId: 'fw-math', standardId: 'ma%2E5%2E1' },
    { frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' },
    { frameworkId: 'fw-math', standardId: 'ma%2E5%2E1' },
    { frameworkId: 'fw/math', standardId: 'x' },
  ],
  summativeAssessment: 'Design a recipe card.',
  status: 'draft',
  ownerId: 'owner-1',
  collaboratorIds: ['c-1'],
  createdAt: new Date(),
  updatedAt: null,
};

type UnitLessonsRequest = GenerateDraftRequestFor<'unitPlan' | 'lesson'>;
const request = (data: Partial<UnitLessonsRequest>) =>
  GenerateDraftRequestSchema.parse({
    task: 'lesson',
    unitId: 'unit-1',
    language: 'en',
    ...data,
  }) as UnitLessonsRequest;

const source = (savedLessons: readonly unknown[] | null): DraftSource => {
  const { unit, standards } = draftInput();
  return { unit, standards, savedLessons };
};

const saved = [sampleLesson('Saved 1'), sampleLesson('Saved 2'), sampleLesson('Saved 3')];

describe('draftUnitFromDoc', () => {
  it('keeps the fields a draft needs and the standards once each, in order', () => {
    expect(draftUnitFromDoc(unitDoc)).toEqual({
      ok: true,
      unit: {
        title: 'Fractions in everyday life',
        subject: 'Mathematics',
        grade: '5',
        weeks: 3,
        bigIdeas: ['Fractions describe parts of a whole'],
        essentialQuestions: ['When do we use fractions outside school?'],
        summativeAssessment: 'Design a recipe card.',
      },
      // The reference with a '/' cannot name a document and is skipped.
      standardRefs: [
        { frameworkId: 'fw-math', standardId: 'ma%2E5%2E1' },
        { frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' },
      ],
    });
  });

  it('fills optional fields with their defaults', () => {
    const result = draftUnitFromDoc({ title: 'Only a title', teamId: 'team-1' });
    expect(result).toMatchObject({
      ok: true,
      unit: { subject: '', weeks: 4, bigIdeas: [] },
      standardRefs: [],
    });
  });

  it('names the first problem of a unit it cannot draft from', () => {
    expect(draftUnitFromDoc({ ...unitDoc, title: '' })).toEqual({
      ok: false,
      issue: expect.stringMatching(/^title: /),
    });
    expect(draftUnitFromDoc({ ...unitDoc, weeks: 0 })).toMatchObject({ ok: false });
  });
});

describe('draftStandardFromDoc', () => {
  const ref = { frameworkId: 'fw-math', standardId: 'ma%2E5%2E1' };

  it('takes code, description and strand from the standard document', () => {
    const doc = { code: 'MA.5.1', description: 'Add fractions.', strand: '', order: 3 };
    expect(draftStandardFromDoc(ref, doc)).toEqual({
      ...ref,
      code: 'MA.5.1',
      description: 'Add fractions.',
      strand: '',
    });
  });

  it('skips a missing or unusable standard', () => {
    expect(draftStandardFromDoc(ref, undefined)).toBeNull();
    expect(draftStandardFromDoc(ref, { code: 'MA.5.1' })).toBeNull();
  });
});

describe('buildDraftInput', () => {
  it('drafts the requested number of lessons for a unit plan', () => {
    const input = buildDraftInput(
      request({ task: 'unitPlan', lessonCount: 5, language: 'th', instructions: 'Use games' }),
      source(null),
    );
    expect(input).toEqual({
      task: 'unitPlan',
      language: 'th',
      unit: draftInput().unit,
      standards: STANDARDS,
      lessonCount: 5,
      lessonIndex: 0,
      instructions: 'Use games',
    });
  });

  it('improves the lesson the teacher sent, in a plan the size of the saved one', () => {
    const lesson = sampleLesson('Unsaved edit');
    const input = buildDraftInput(request({ lesson, lessonIndex: 1 }), source(saved));
    expect(input).toMatchObject({ lesson, lessonIndex: 1, lessonCount: 3 });
  });

  it('improves the saved lesson at lessonIndex when the request sends none', () => {
    const input = buildDraftInput(request({ lessonIndex: 2 }), source(saved));
    expect(input).toMatchObject({ lesson: saved[2], lessonIndex: 2, lessonCount: 3 });
  });

  it('writes a new lesson past the saved ones, counting it in the plan', () => {
    const input = buildDraftInput(request({ lessonIndex: 4 }), source(saved));
    expect(input.lesson).toBeUndefined();
    expect(input).toMatchObject({ lessonIndex: 4, lessonCount: 5 });
  });

  it('appends a new lesson when lessonIndex is null', () => {
    const input = buildDraftInput(request({ lessonIndex: null }), source(saved));
    expect(input.lesson).toBeUndefined();
    expect(input).toMatchObject({ lessonIndex: 3, lessonCount: 4 });
  });

  it('takes the plan size from the request when no plan is saved', () => {
    expect(
      buildDraftInput(request({ lessonCount: 6, lessonIndex: 2 }), source(null)),
    ).toMatchObject({ lessonIndex: 2, lessonCount: 6 });
    expect(buildDraftInput(request({ lessonCount: 2 }), source([]))).toMatchObject({
      lessonIndex: 2,
      lessonCount: 3,
    });
  });

  it('refuses a lessonIndex past the end of the plan, before anything is drafted', () => {
    // Past the 3 saved lessons and the 4 the teacher's editor holds: the new one would be 5th.
    const refused = expect.objectContaining({ code: 'invalid-argument' });
    expect(() =>
      buildDraftInput(request({ lessonIndex: 5, lessonCount: 4 }), source(saved)),
    ).toThrow(refused);
    expect(() =>
      buildDraftInput(request({ lessonIndex: 4, lessonCount: 3 }), source(null)),
    ).toThrow(refused);
    expect(
      buildDraftInput(request({ lessonIndex: 4, lessonCount: 4 }), source(saved)),
    ).toMatchObject({ lessonIndex: 4, lessonCount: 5 });
  });

  it('writes a new lesson when the saved one at lessonIndex is not valid', () => {
    const input = buildDraftInput(request({ lessonIndex: 0 }), source([{ title: '' }]));
    expect(input.lesson).toBeUndefined();
    expect(input).toMatchObject({ lessonIndex: 0, lessonCount: 1 });
  });
});
