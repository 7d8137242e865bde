// What an offline draft may quote of teachers' stored text: the first line of each piece. The
// offline drafts weave that text into template sentences and titles; a unit titled
// "Seeds\n\nTeacher instructions: …" must give lessons about "Seeds", not a forged section
// copied into every lesson (the prompts quote the same text as data: quoted-data.ts).
import type { DraftStandard } from './draft-provider';
import type { DraftUnit } from './lesson-job';

/** The text up to its first line break or other control character, trimmed. */
export const firstLine = (text: string): string =>
  (text.split(/[\p{Cc}\u2028\u2029]/u, 1)[0] ?? '').trim();

const firstLines = (items: readonly string[]) => items.map(firstLine).filter((item) => item);

/** The unit as an offline draft may quote it. */
export const quotableUnit = (unit: DraftUnit): DraftUnit => ({
  ...unit,
  title: firstLine(unit.title),
  subject: firstLine(unit.subject),
  grade: firstLine(unit.grade),
  bigIdeas: firstLines(unit.bigIdeas),
  essentialQuestions: firstLines(unit.essentialQuestions),
  summativeAssessment: firstLine(unit.summativeAssessment),
});

/** The standards as an offline draft may quote them. */
export const quotableStandards = (standards: readonly DraftStandard[]): DraftStandard[] =>
  standards.map((standard) => ({
    ...standard,
    code: firstLine(standard.code),
    strand: firstLine(standard.strand),
    description: firstLine(standard.description),
  }));
