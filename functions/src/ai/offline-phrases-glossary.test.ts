// The offline drafts speak to teachers in the product's words: every template sentence is held
// to the glossary and the register rules, as the locale files are.
import {
  GLOSSARY_EXCEPTIONS,
  checkTranslatedString,
  describeViolation,
  type TranslatedString,
} from '@lesson-planner/shared-contracts/glossary';
import { OFFLINE_CLASSROOM_UNIT_PHRASES } from './offline-classroom-unit-phrases';
import { OFFLINE_EXPERIENCE_PHRASES } from './offline-experience-phrases';
import { OFFLINE_PHRASES } from './offline-phrases';
import { OFFLINE_RUBRIC_PHRASES } from './offline-rubric-phrases';
import { OFFLINE_UNIT_PHRASES } from './offline-unit-phrases';

type Phrases = Record<'en' | 'th' | 'lo' | 'zh', unknown>;

/** Every sentence of a phrase book by its path; a template is filled with placeholders. */
function sentences(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (typeof value === 'function') {
    for (const [key, text] of sentences(value('{{a}}', '{{b}}'), prefix)) found.set(key, text);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      for (const [path, text] of sentences(inner, prefix ? `${prefix}.${key}` : key))
        found.set(path, text);
  }
  return found;
}

function translatedSentences(namespace: string, phrases: Phrases): TranslatedString[] {
  const english = sentences(phrases.en);
  return (['th', 'lo', 'zh'] as const).flatMap((language) =>
    [...sentences(phrases[language])].map(([key, text]) => ({
      file: `functions/src/ai/${namespace}.ts`,
      namespace,
      key,
      en: english.get(key) ?? '',
      text,
      language,
    })),
  );
}

it.each([
  ['offline-phrases', OFFLINE_PHRASES],
  ['offline-experience-phrases', OFFLINE_EXPERIENCE_PHRASES],
  ['offline-rubric-phrases', OFFLINE_RUBRIC_PHRASES],
  ['offline-unit-phrases', OFFLINE_UNIT_PHRASES],
  ['offline-classroom-unit-phrases', OFFLINE_CLASSROOM_UNIT_PHRASES],
] as const)('%s follow the glossary and the register of each language', (namespace, phrases) => {
  const strings = translatedSentences(namespace, phrases as Phrases);
  // Every sentence of every language was read, templates included.
  expect(strings.length).toBe(3 * sentences(phrases.en).size);
  const violations = strings.flatMap((string) =>
    checkTranslatedString(string, GLOSSARY_EXCEPTIONS),
  );
  expect(violations.map(describeViolation)).toEqual([]);
});
