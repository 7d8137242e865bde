// Subjects and grades are stored as codes ("science", "grade-7"); a model is told them in the
// language it writes in, as a teacher would say them. Free text (typed under "other") is quoted
// as typed. The drafts keep the codes: only the prompt's data is named.
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import type { Locale } from '@lesson-planner/shared-contracts/rules';

interface SubjectAndGrade {
  subject: string;
  grade: string;
}

/** Only the subject and grade of `value`, named in `language`. */
export const namedSubjectAndGrade = (
  { subject, grade }: SubjectAndGrade,
  language: Locale,
): SubjectAndGrade => ({
  subject: subjectLabel(subject, language),
  grade: gradeLabel(grade, language),
});

/** The unit as a prompt shows it: its subject and grade named in `language`. */
export const unitForPrompt = <T extends SubjectAndGrade>(unit: T, language: Locale): T => ({
  ...unit,
  ...namedSubjectAndGrade(unit, language),
});
