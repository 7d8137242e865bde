import { SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/interface';
import { GRADES, SUBJECTS, gradeLabel, schoolChoiceOf, subjectLabel } from './school-choices';

it('gives every subject and grade a unique code and a name in every language', () => {
  for (const list of [SUBJECTS, GRADES]) {
    const codes = list.map((choice) => choice.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const choice of list)
      for (const locale of SUPPORTED_LOCALES) expect(choice.label[locale]).toMatch(/\S/);
  }
  expect(GRADES).toHaveLength(13);
});

it('shows a code in the reader language', () => {
  expect(subjectLabel('mathematics', 'th')).toBe('คณิตศาสตร์');
  expect(subjectLabel('science', 'zh')).toBe('科学');
  expect(gradeLabel('grade-5', 'en')).toBe('Grade 5');
  expect(gradeLabel('grade-5', 'th')).toBe('ป.5');
});

it('names grade N as each country counts its school years', () => {
  expect(gradeLabel('grade-7', 'th')).toBe('ม.1');
  expect(gradeLabel('grade-12', 'th')).toBe('ม.6');
  expect(gradeLabel('grade-6', 'lo')).toBe('ມ.1');
  expect(gradeLabel('grade-12', 'lo')).toBe('ມ.7');
  expect(gradeLabel('grade-7', 'zh')).toBe('初一');
  expect(gradeLabel('grade-12', 'zh')).toBe('高三');
});

it('shows free text (typed under "other", or saved before the choices) as typed', () => {
  expect(subjectLabel('Robotics club', 'th')).toBe('Robotics club');
  expect(gradeLabel(' Year 5 ', 'lo')).toBe('Year 5');
  expect(gradeLabel('', 'zh')).toBe('');
  expect(schoolChoiceOf('subject', 'Mathematics')).toBeUndefined();
  expect(schoolChoiceOf('grade', 'grade-1')?.code).toBe('grade-1');
});

it('names a code in English for a language the interface does not have', () => {
  expect(subjectLabel('science', 'fr')).toBe('Science');
});

it("names a subject typed as one of the choices' names in the reader's language, other text as typed", () => {
  expect(subjectLabel('Mathematics', 'zh')).toBe('数学');
  expect(subjectLabel('วิทยาศาสตร์', 'en')).toBe('Science');
  expect(gradeLabel('Grade 5', 'th')).toBe('ป.5');
  expect(subjectLabel('Robotics club', 'th')).toBe('Robotics club');
});
