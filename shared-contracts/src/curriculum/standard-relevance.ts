// Which standards belong to a subject and grade, and which a classroom teaches. Teams type
// subjects and grades freely ("Mathematics", "Grade 5", "P.5", "3-5", "K-2"), and classrooms store
// the app's codes ("mathematics", "grade-5"), so the match is lenient: case and spacing do not
// matter, a subject code matches its name in any language, and a band "a-b" holds every grade
// number between. Shared by the AI drafts' grounding (functions) and the leaders' coverage.
import { SUBJECTS } from '@lesson-planner/shared-contracts/glossary';
import type { Classroom } from './classroom';
import { standardRefKey, type Standard } from './standards';

const fold = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('en');

/** Both empty-or-equal ignoring case, or one contains the other ("math" and "mathematics"). */
export function subjectMatches(standardSubject: string, subject: string): boolean {
  const a = fold(standardSubject);
  const b = fold(subject);
  return !a || !b || a.includes(b) || b.includes(a);
}

/** The grade number a text names ("Grade 5" → 5, "K" → 0), or null. */
function gradeNumber(text: string): number | null {
  const folded = fold(text);
  if (/^(k|kg|kindergarten)$/.test(folded)) return 0;
  const match = /\d+/.exec(folded);
  return match ? Number(match[0]) : null;
}

/** Whether a grade band ("3-5", "K–2", "5", "") holds the grade. */
export function gradeMatches(gradeBand: string, grade: string): boolean {
  const band = fold(gradeBand);
  const wanted = gradeNumber(grade);
  if (!band || !fold(grade) || band === fold(grade)) return true;
  if (wanted === null) return false;
  const range = /^(k|\d+)\s*[-–—]\s*(\d+)$/.exec(band.replace(/^grades?\s*/, ''));
  if (range) {
    const low = range[1] === 'k' ? 0 : Number(range[1]);
    return wanted >= low && wanted <= Number(range[2]);
  }
  return gradeNumber(band) === wanted;
}

/** A stored subject and, for one of the app's codes, its name in every language. */
const namesOfSubject = (subject: string): string[] => {
  const choice = SUBJECTS.find((candidate) => candidate.code === subject.trim());
  return choice ? [subject, ...Object.values(choice.label)] : [subject];
};

/** What decides the standards a classroom teaches. */
export type ClassroomScope = Pick<Classroom, 'subject' | 'gradeLevel' | 'standards'>;

/**
 * The standards of framework `frameworkId` that `classroom` teaches, as standardRefKeys: those
 * chosen on the classroom when it has any (of any framework); otherwise those of its subject and
 * grade. Null when the classroom says neither, so nothing tells which it teaches.
 */
export function standardsTaughtIn(
  classroom: ClassroomScope,
  frameworkId: string,
  standards: readonly Pick<Standard, 'id' | 'subject' | 'gradeBand'>[],
): Set<string> | null {
  if (classroom.standards.length > 0) return new Set(classroom.standards.map(standardRefKey));
  if (!classroom.subject.trim() && !classroom.gradeLevel.trim()) return null;
  const subjects = namesOfSubject(classroom.subject);
  return new Set(
    standards
      .filter(
        (standard) =>
          subjects.some((subject) => subjectMatches(standard.subject, subject)) &&
          gradeMatches(standard.gradeBand, classroom.gradeLevel),
      )
      .map((standard) => standardRefKey({ frameworkId, standardId: standard.id })),
  );
}
