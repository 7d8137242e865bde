import { GLOSSARY, type GlossaryTerm, type TranslatedLocale } from './glossary';
import { REGISTER_RULES, type LocaleString } from './register-rules';

/** A justified departure from the glossary or a register rule, for one string. */
export interface GlossaryException {
  namespace: string;
  key: string;
  language: TranslatedLocale;
  /** The term id or register rule id it departs from. */
  rule: string;
  reason: string;
}

export interface GlossaryViolation {
  file: string;
  key: string;
  language: TranslatedLocale;
  rule: string;
  /** What the string should do, e.g. `use the term "เกณฑ์การให้คะแนน" (rubric)`. */
  expected: string;
}

/** A translated string and the file it came from, as the check reports it. */
export interface TranslatedString extends LocaleString {
  file: string;
  language: TranslatedLocale;
}

// Placeholders and tags are not words: "{{period}} starts" does not speak of a period.
const wordsOf = (english: string) =>
  english
    .replace(/{{[^}]*}}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An AI action's button (`ai.actions.*`): a few words that must fit a phone's width. */
const BUTTON_KEY = /(^|\.)actions\.[^.]+$/;

function termProblems(term: GlossaryTerm, string: TranslatedString): string[] {
  const chosen = term[string.language];
  const problems: string[] = [];
  // Other words that only contain the term's letters are not the term.
  const text = (chosen.notIn ?? []).reduce(
    (rest, other) => rest.replaceAll(other, ' '),
    string.text,
  );
  const named = term.en.test(wordsOf(string.en));
  const forms = [chosen.term, ...(chosen.accepted ?? [])];
  if (named && !forms.some((form) => text.includes(form)))
    problems.push(`use the term "${chosen.term}" (${term.english})`);
  for (const wrong of [...(chosen.avoid ?? []), ...(named ? (chosen.misnamed ?? []) : [])])
    if (text.includes(wrong))
      problems.push(`use "${chosen.term}" instead of "${wrong}" (${term.english})`);
  if (chosen.short && BUTTON_KEY.test(string.key) && text.includes(chosen.term))
    problems.push(`on a button, use the short form "${chosen.short}" (${term.english})`);
  return problems;
}

/** Every way one translated string departs from the glossary and the register rules. */
export function checkTranslatedString(
  string: TranslatedString,
  exceptions: readonly GlossaryException[] = [],
): GlossaryViolation[] {
  const excused = (rule: string) =>
    exceptions.some(
      (exception) =>
        exception.rule === rule &&
        exception.language === string.language &&
        exception.namespace === string.namespace &&
        exception.key === string.key,
    );
  const violation = (rule: string, expected: string): GlossaryViolation => ({
    file: string.file,
    key: string.key,
    language: string.language,
    rule,
    expected,
  });
  const violations: GlossaryViolation[] = [];
  for (const term of GLOSSARY) {
    if (excused(term.id)) continue;
    for (const problem of termProblems(term, string)) violations.push(violation(term.id, problem));
  }
  for (const rule of REGISTER_RULES) {
    if (rule.language !== string.language || excused(rule.id)) continue;
    const problem = rule.breaks(string);
    if (problem) violations.push(violation(rule.id, problem));
  }
  return violations;
}

/** One line per violation: file, key and what is expected. */
export const describeViolation = (violation: GlossaryViolation) =>
  `${violation.file} ${violation.key}: ${violation.expected} [${violation.rule}]`;
