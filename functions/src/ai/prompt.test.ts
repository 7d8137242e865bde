/** @jest-environment node */
import { buildDraftPrompt, LANGUAGE_NAMES } from './prompt';
import { draftInput, sampleLesson } from './testing/fixtures';

describe('buildDraftPrompt', () => {
  it('asks for JSON only, in the requested language, with the lesson shape', () => {
    const { system } = buildDraftPrompt(draftInput({ language: 'lo' }));
    expect(system).toContain('JSON only');
    expect(system).toContain('"checksForUnderstanding": string[]');
    expect(system).toContain('Write every text field in Lao.');
    expect(LANGUAGE_NAMES.zh).toBe('Simplified Chinese');
  });

  it('gives the unit, its standards as exact refs, the count and the instructions', () => {
    const { user } = buildDraftPrompt(draftInput({ lessonCount: 6 }));
    expect(user).toContain('exactly 6 lessons');
    expect(user).toContain('Fractions in everyday life');
    expect(user).toContain('How can two different fractions be equal?');
    expect(user).toContain('Design a recipe card');
    expect(user).toContain(
      '"frameworkId": "fw-math",\n      "standardId": "ma%2E5%2E1",\n      "code": "MA.5.1",\n      "strand": "Fractions"',
    );
    expect(user).toContain('"teacherInstructions": "Use cooking examples."');
  });

  it('asks to improve a given lesson and includes it', () => {
    const lesson = sampleLesson('Recipe fractions');
    const { user } = buildDraftPrompt(
      draftInput({ task: 'lesson', lesson, lessonIndex: 2, lessonCount: 8 }),
    );
    expect(user).toContain(
      'improve the existing lesson (the data\'s "existingLesson", lesson 3 of 8)',
    );
    expect(user).toContain('"existingLesson": {\n    "title": "Recipe fractions"');
    expect(user).toContain('one lesson');
  });

  it('asks for a new lesson at its position', () => {
    const { user } = buildDraftPrompt(
      draftInput({ task: 'lesson', lessonIndex: 8, lessonCount: 8 }),
    );
    expect(user).toContain('write a new lesson that will be lesson 9 of 9');
    expect(user).not.toContain('existingLesson');
  });

  it("names a unit's subject and grade codes in the requested language, free text as typed", () => {
    const unit = { ...draftInput().unit, subject: 'science', grade: 'grade-7' };
    const { user } = buildDraftPrompt(draftInput({ language: 'th', unit }));
    expect(user).toContain('"subject": "วิทยาศาสตร์"');
    expect(user).toContain('"grade": "ม.1"');
    expect(buildDraftPrompt(draftInput()).user).toContain('"subject": "Mathematics"');
  });

  it('says so when the unit has no standards', () => {
    const { user } = buildDraftPrompt(draftInput({ standards: [] }));
    expect(user).toContain('"standards": []');
    expect(user).toContain('an empty "standards" means none are linked');
  });
});
