/** @jest-environment node */
import { parseGenerateDraftRequest } from './generation-request';

describe('parseGenerateDraftRequest', () => {
  it('applies the schema defaults', () => {
    expect(parseGenerateDraftRequest({ task: 'unitPlan', unitId: ' u1 ', language: 'lo' })).toEqual(
      {
        task: 'unitPlan',
        unitId: 'u1',
        language: 'lo',
        lessonIndex: null,
        lesson: null,
        lessonCount: 8,
        instructions: '',
      },
    );
  });

  it.each([
    [null],
    [{ task: 'rubric', unitId: 'u1', language: 'en' }],
    [{ task: 'unitPlan', unitId: 'u1', language: 'fr' }],
    [{ task: 'unitPlan', unitId: 'u1', language: 'en', lessonCount: 31 }],
    [{ task: 'unitPlan', unitId: 'units/u1', language: 'en' }],
    // No plan holds a lesson at this index (MAX_LESSONS_PER_PLAN is 60).
    [{ task: 'lesson', unitId: 'u1', language: 'en', lessonIndex: 1e9 }],
    [{ task: 'lesson', unitId: 'u1', language: 'en', lessonIndex: 60 }],
  ])('refuses %j as invalid-argument', (data) => {
    expect(() => parseGenerateDraftRequest(data)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});
