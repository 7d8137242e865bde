/** @jest-environment node */
// Stored curriculum documents with a part the schemas refuse still read, minus that part.
import { isUnreadable, unreadableFields } from '@lesson-planner/shared-contracts/decoding';
import { toClassroom, toFramework, toStandard } from './codec';

const created = new Date('2026-01-05T00:00:00Z');
const classroom = {
  name: '5A Mathematics',
  subject: 'Mathematics',
  gradeLevel: 'Grade 5',
  academicYear: '2026',
  teamId: 't1',
  ownerId: 'owner',
  teacherIds: ['owner'],
  standards: [{ frameworkId: 'f1', standardId: 'ma%2E5%2E1' }],
  archived: false,
  createdAt: created,
  updatedAt: null,
};

it('reads a classroom with a bad name and standard, keeping the rest', () => {
  const read = toClassroom('c1', {
    ...classroom,
    name: '\u200B'.repeat(81),
    standards: [{ frameworkId: 'f1', standardId: 'ma%2E5%2E1' }, 'MA.5.2'],
  });
  expect(read).toMatchObject({
    id: 'c1',
    name: '',
    subject: 'Mathematics',
    standards: [{ frameworkId: 'f1', standardId: 'ma%2E5%2E1' }],
  });
  expect(isUnreadable(read, 'name')).toBe(true);
  expect(isUnreadable(read, 'standards')).toBe(true);
  expect(isUnreadable(read, 'subject')).toBe(false);
});

// Issue 14: classrooms stored before meeting slots carry a free-form timetable, valid or not.
it.each([
  ['a valid one', { mon: 1, tue: 0 }],
  ['one the old rules would refuse', { mon: 99, tue: 'two' }],
  ['one that is not a map', [1, 2, 3]],
])('reads an old classroom with a free-form timetable (%s) as if it had none', (_, timetable) => {
  const read = toClassroom('c1', { ...classroom, timetable });
  expect(read).not.toHaveProperty('timetable');
  expect(read).toMatchObject({ id: 'c1', name: '5A Mathematics', teacherIds: ['owner'] });
  expect(unreadableFields(read)).toEqual({});
});

it('refuses a classroom whose teachers cannot be read: they decide who edits it', () => {
  expect(() => toClassroom('c1', { ...classroom, teacherIds: 'owner' })).toThrow();
});

it('reads a framework and a standard with a bad field', () => {
  const framework = toFramework('f1', 't1', {
    name: 'Grade 5',
    description: 42,
    subjects: ['Mathematics', ''],
    gradeBands: [],
    createdBy: 'leader',
    createdAt: created,
    updatedAt: null,
  });
  expect(framework).toMatchObject({ name: 'Grade 5', description: '', subjects: ['Mathematics'] });
  expect(isUnreadable(framework, 'description')).toBe(true);
  const standard = toStandard('ma%2E5%2E1', {
    code: 'MA.5.1',
    description: 'x'.repeat(2001),
    order: 3,
  });
  expect(standard).toMatchObject({ code: 'MA.5.1', description: '', order: 3 });
  expect(isUnreadable(standard, 'description')).toBe(true);
});
