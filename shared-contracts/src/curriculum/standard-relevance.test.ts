import { standardRefKey } from './standards';
import { gradeMatches, standardsTaughtIn, subjectMatches } from './standard-relevance';

describe('subjects and grades', () => {
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
    ['Grade 5', 'grade-5', true],
    ['Grade 5', 'grade-6', false],
  ])('band %s holds grade %s: %s', (band, grade, holds) => {
    expect(gradeMatches(band, grade)).toBe(holds);
  });
});

describe('standardsTaughtIn', () => {
  const standard = (id: string, subject: string, gradeBand: string) => ({ id, subject, gradeBand });
  const framework = [
    standard('ma1', 'Mathematics', 'Grade 5'),
    standard('ma6', 'Mathematics', 'Grade 6'),
    standard('sc1', 'Science', 'Grade 5'),
    standard('th1', 'คณิตศาสตร์', 'ป.5'),
    standard('en1', 'English', 'Grade 5'),
  ];
  const keys = (...ids: string[]) =>
    new Set(ids.map((id) => standardRefKey({ frameworkId: 'fw', standardId: id })));

  it('takes the standards chosen on the classroom, whatever its subject', () => {
    const chosen = [
      { frameworkId: 'fw', standardId: 'sc1' },
      { frameworkId: 'other', standardId: 'x' },
    ];
    expect(
      standardsTaughtIn(
        { subject: 'mathematics', gradeLevel: 'grade-5', standards: chosen },
        'fw',
        framework,
      ),
    ).toEqual(new Set(['fw/sc1', 'other/x']));
  });

  it('else those of its subject (named in any language) and grade', () => {
    expect(
      standardsTaughtIn(
        { subject: 'mathematics', gradeLevel: 'grade-5', standards: [] },
        'fw',
        framework,
      ),
    ).toEqual(keys('ma1', 'th1'));
    expect(
      standardsTaughtIn({ subject: 'Science', gradeLevel: '', standards: [] }, 'fw', framework),
    ).toEqual(keys('sc1'));
  });

  it('tells nothing for a classroom with neither standards nor a subject or grade', () => {
    expect(
      standardsTaughtIn({ subject: '', gradeLevel: ' ', standards: [] }, 'fw', framework),
    ).toBeNull();
  });
});
