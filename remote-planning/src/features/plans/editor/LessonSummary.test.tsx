import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { standardCodes } from './LessonSummary';

const lesson = {
  standards: [
    { frameworkId: 'f1', standardId: 'sc5%2E1' },
    { frameworkId: 'f1', standardId: 'sc5%2E2' },
  ],
};
const read = new Map<string, Standard>([
  [
    'f1/sc5%2E1',
    {
      id: 'sc5%2E1',
      code: 'SC5.1',
      description: 'Food chains',
      subject: '',
      gradeBand: '',
      strand: '',
      order: 0,
    },
  ],
]);

describe('standardCodes', () => {
  it('names no standard while the standards are still being read', () => {
    expect(standardCodes(lesson, null)).toEqual([]);
  });

  it('names each standard by its code, and one that is gone by the code in its id', () => {
    expect(standardCodes(lesson, read)).toEqual(['SC5.1', 'sc5.2']);
  });
});
