// Which script a text is written in: a draft in Thai quotes a team's English strand names only
// as codes, never inside its own sentences and titles.
import type { Locale } from '@lesson-planner/shared-contracts/rules';

/** Letters of each language's own script (Unicode script property); English is Latin. */
const SCRIPTS: Record<Locale, RegExp> = {
  en: /\p{Script=Latin}/u,
  th: /\p{Script=Thai}/u,
  lo: /\p{Script=Lao}/u,
  zh: /\p{Script=Han}/u,
};

/** The share of the text's letters (0 to 1) in the language's script; 0 for no letters. */
export function scriptShare(text: string, language: Locale): number {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  if (letters.length === 0) return 0;
  return letters.filter((char) => SCRIPTS[language].test(char)).length / letters.length;
}

/** Mostly in the language's script: a text a draft in that language may say as its own. */
export const writtenIn = (text: string, language: Locale): boolean =>
  scriptShare(text, language) >= 0.5;

/** `text` when a draft in `language` may say it as its own, else ''. */
export const ownWords = (text: string | undefined, language: Locale): string =>
  text && writtenIn(text, language) ? text : '';
