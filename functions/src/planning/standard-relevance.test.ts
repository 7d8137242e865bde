import { relevantStandards } from './standard-relevance';

// subjectMatches and gradeMatches are tested where they live (shared-contracts/curriculum).
describe('standard relevance', () => {
  it('leaves out the chosen standards and other subjects and grades', () => {
    const standard = (standardId: string, subject: string, gradeBand: string) => ({
      frameworkId: 'fw',
      standardId,
      subject,
      gradeBand,
    });
    const all = [
      standard('a', 'Math', '3-5'),
      standard('b', 'Math', '6-8'),
      standard('c', 'Science', '3-5'),
      standard('d', '', ''),
      standard('e', 'Mathematics', '5'),
    ];
    const relevant = relevantStandards(all, { subject: 'Mathematics', grade: '5' }, [
      { frameworkId: 'fw', standardId: 'e' },
    ]);
    expect(relevant.map((s) => s.standardId)).toEqual(['a', 'd']);
  });
});
