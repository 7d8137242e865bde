/** @jest-environment node */
import { UnitSchema } from '@lesson-planner/shared-contracts/planning';
import { editableUnitFields } from '../../../api/unit-document';
import {
  UNIT_LIMITS,
  draftOfUnit,
  emptyUnitDraft,
  inputOfDraft,
  validateUnitDraft,
  withClassroom,
  withTeam,
  type UnitDraft,
} from './form-state';

const valid = (overrides: Partial<UnitDraft> = {}): UnitDraft => ({
  ...emptyUnitDraft('t1'),
  title: 'Fractions',
  ...overrides,
});

const classroom = {
  id: 'c1',
  name: '5A',
  subject: 'Mathematics',
  gradeLevel: '5',
  teamId: 't1',
  archived: false,
};

describe('validateUnitDraft', () => {
  it('accepts a titled unit of a team and nothing else', () => {
    expect(validateUnitDraft(valid())).toEqual({});
  });

  it('asks for a title and a team', () => {
    expect(validateUnitDraft(emptyUnitDraft())).toEqual({
      title: { code: 'titleRequired' },
      teamId: { code: 'teamRequired' },
    });
    expect(validateUnitDraft(valid({ title: '   ' })).title).toEqual({ code: 'titleRequired' });
  });

  it('refuses a title over 150 characters, counted without the spaces around it', () => {
    expect(validateUnitDraft(valid({ title: ` ${'a'.repeat(150)} ` }))).toEqual({});
    expect(validateUnitDraft(valid({ title: 'a'.repeat(151) })).title).toEqual({
      code: 'tooLong',
      max: 150,
    });
  });

  it.each(['0', '41', '2.5', '', 'four'])('refuses %p weeks', (weeks) => {
    expect(validateUnitDraft(valid({ weeks })).weeks).toEqual({ code: 'weeksRange', max: 40 });
  });

  it.each(['1', '40', ' 12 '])('accepts %p weeks', (weeks) => {
    expect(validateUnitDraft(valid({ weeks })).weeks).toBeUndefined();
  });

  it('accepts no start date or a real one', () => {
    expect(validateUnitDraft(valid({ startDate: '' })).startDate).toBeUndefined();
    expect(validateUnitDraft(valid({ startDate: '2028-02-29' })).startDate).toBeUndefined();
    expect(validateUnitDraft(valid({ startDate: '2027-02-29' })).startDate).toEqual({
      code: 'invalidDate',
    });
  });

  it.each(['0000-01-01', '0001-01-01', '1000-01-01', '2101-01-01'])(
    'refuses %p as no school year, with its own message',
    (startDate) => {
      expect(validateUnitDraft(valid({ startDate })).startDate).toEqual({
        code: 'dateOutOfRange',
      });
    },
  );

  it('names the list line that is too long, and counts only lines with text', () => {
    const long = 'x'.repeat(501);
    expect(validateUnitDraft(valid({ bigIdeas: ['ok', long] })).bigIdeas).toEqual({
      code: 'lineTooLong',
      max: 500,
      line: 2,
    });
    const many = Array.from({ length: 21 }, (_, i) => `Question ${i}`);
    expect(validateUnitDraft(valid({ essentialQuestions: many })).essentialQuestions).toEqual({
      code: 'tooManyLines',
      max: 20,
    });
    expect(validateUnitDraft(valid({ essentialQuestions: [...many.slice(1), '', ' '] }))).toEqual(
      {},
    );
  });
});

describe('the draft as typed', () => {
  it('choosing a classroom fills only an empty subject and grade', () => {
    expect(withClassroom(valid(), classroom)).toMatchObject({
      classroomId: 'c1',
      subject: 'Mathematics',
      grade: '5',
    });
    expect(withClassroom(valid({ subject: 'Maths' }), classroom)).toMatchObject({
      subject: 'Maths',
      grade: '5',
    });
    expect(withClassroom(valid({ classroomId: 'c1', grade: '5' }), null)).toMatchObject({
      classroomId: '',
      grade: '5',
    });
  });

  it('another team starts its classroom, standards and collaborators afresh', () => {
    const draft = valid({
      classroomId: 'c1',
      standards: [{ frameworkId: 'f1', standardId: 's1' }],
      collaboratorIds: ['ann'],
    });
    expect(withTeam(draft, 't2')).toEqual({
      ...draft,
      teamId: 't2',
      classroomId: '',
      standards: [],
      collaboratorIds: [],
    });
  });

  it('round-trips a unit through the form', () => {
    const unit = UnitSchema.parse({
      id: 'u1',
      title: 'Fractions',
      teamId: 't1',
      ownerId: 'me',
      startDate: '2026-09-07',
      weeks: 6,
      bigIdeas: ['Parts of a whole'],
      createdAt: new Date(),
    });
    const draft = draftOfUnit(unit);
    expect(draft).toMatchObject({ weeks: '6', startDate: '2026-09-07', essentialQuestions: [''] });
    const { id: _id, ownerId: _o, createdAt: _c, updatedAt: _u, ...fields } = unit;
    expect(inputOfDraft(draft)).toEqual({ ...fields, essentialQuestions: [''] });
  });
});

it('a draft at every limit is a valid unit as written (the limits match UnitSchema)', () => {
  const draft = valid({
    title: 't'.repeat(UNIT_LIMITS.title),
    subject: 's'.repeat(UNIT_LIMITS.subject),
    grade: 'g'.repeat(UNIT_LIMITS.grade),
    weeks: String(UNIT_LIMITS.weeks),
    bigIdeas: Array.from({ length: UNIT_LIMITS.listLines }, () => 'b'.repeat(500)),
    summativeAssessment: 'a'.repeat(UNIT_LIMITS.summativeAssessment),
    standards: Array.from({ length: UNIT_LIMITS.standards }, (_, i) => ({
      frameworkId: 'f1',
      standardId: `s${i}`,
    })),
    collaboratorIds: Array.from({ length: UNIT_LIMITS.collaborators }, (_, i) => `u${i}`),
  });
  expect(validateUnitDraft(draft)).toEqual({});
  const written = { ...editableUnitFields(inputOfDraft(draft)), teamId: 't1', ownerId: 'me' };
  expect(UnitSchema.safeParse({ ...written, id: 'u1', createdAt: new Date() }).success).toBe(true);

  const over = { ...written, id: 'u1', createdAt: new Date() };
  expect(UnitSchema.safeParse({ ...over, subject: 's'.repeat(101) }).success).toBe(false);
  expect(UnitSchema.safeParse({ ...over, grade: 'g'.repeat(51) }).success).toBe(false);
  expect(UnitSchema.safeParse({ ...over, weeks: 41 }).success).toBe(false);
});
