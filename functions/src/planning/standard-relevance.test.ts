import { gradeMatches, relevantStandards, subjectMatches } from './standard-relevance';

describe('standard relevance', () => {
  it('matches subjects without case, and a general subject the specific one', () => {
    expect(subjectMatches('Mathematics', 'mathematics')).toBe(true);
    expect(subjectMatches('Math', 'Mathematics')).toBe(true);
    expect(subjectMatches('', 'Science')).toBe(true);
    expect(subjectMatches('Science', 'Mathematics')).toBe(false);
  });

  it.each([
    ['3-5', '5', true],
    ['K–2', 'Grade 1', true],
    ['Grades 6-8', '5', false],
    ['5', 'Grade 5', true],
    ['4', '5', false],
    ['', '5', true],
    ['P.5', 'p.5', true],
  ])('band %s holds grade %s: %s', (band, grade, holds) => {
    expect(gradeMatches(band, grade)).toBe(holds);
  });

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
