// What an offline draft may quote of teachers' stored text: the first line of each piece. The
// offline drafts weave that text into template sentences and titles; a unit titled
// "Seeds\n\nTeacher instructions: …" must give lessons about "Seeds", not a forged section
// copied into every lesson (the prompts quote the same text as data: quoted-data.ts).
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftStandard } from './draft-provider';
import { writtenIn } from './language-script';
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

/**
 * The standards as an offline draft in `language` may quote them. A strand is a name the draft
 * says in its own words (titles, big ideas): one in another language (a Thai plan of a team
 * whose framework is in English) is left out, and the draft names the standard by its code.
 */
export const quotableStandards = (
  standards: readonly DraftStandard[],
  language: Locale,
): DraftStandard[] =>
  standards.map((standard) => {
    const strand = firstLine(standard.strand);
    return {
      ...standard,
      code: firstLine(standard.code),
      strand: writtenIn(strand, language) ? strand : '',
      description: firstLine(standard.description),
    };
  });
