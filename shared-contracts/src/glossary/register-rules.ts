import type { TranslatedLocale } from './glossary';

/** One string of a locale file, beside its English source. */
export interface LocaleString {
  namespace: string;
  /** The flattened key, e.g. `form.errors.titleRequired`. */
  key: string;
  en: string;
  text: string;
}

/**
 * How each language addresses the teacher. `breaks` returns what is wrong with a string, or null.
 * Each rule is narrow enough to check mechanically; the README says how to extend them.
 */
export interface RegisterRule {
  id: string;
  language: TranslatedLocale;
  rule: string;
  breaks: (string: LocaleString) => string | null;
}

/** A message that asks the teacher to do something: a validation or failure message. */
const MESSAGE_KEY =
  /(^|\.)(errors|problems|failures)\.|(Required|Invalid|Missing|Range|First)(_\w+)?$/;
const ENGLISH_REQUEST =
  /^(Please|Enter|Give|Choose|Select|Pick|Type|Name|Write|Fill|Keep|Add|Use|Set|Verify|Ask|Check|Try) /;
/** Texts that speak to students (printed handouts), where 你 is the right word. */
const STUDENT_FACING = (string: LocaleString) =>
  string.namespace === 'rubrics' && string.key.startsWith('student.');
const ENDS_SENTENCE = /[.!?]$/;

/** The words of a string: "{{period}} starts" does not speak of a period. */
const withoutPlaceholders = (text: string) =>
  text.replace(/{{[^}]*}}/g, 'x').replace(/<[^>]*>/g, ' ');

/** A request that starts with the language's polite marker, as Thai's โปรด and Lao's ກະລຸນາ. */
const politeRequest = (language: TranslatedLocale, marker: string, also = ''): RegisterRule => ({
  id: `${language}-polite-request`,
  language,
  rule: `A validation or failure message that asks for something starts with ${marker}${also}.`,
  breaks: (string) =>
    MESSAGE_KEY.test(string.key) &&
    ENGLISH_REQUEST.test(string.en) &&
    !string.text.startsWith(marker)
      ? `start the request with ${marker}`
      : null,
});

/**
 * The stops between sentences (". ", "; ", "? "): an English string of three sentences is three
 * in Lao too, not one run-on line. Placeholders and "e.g." are not sentences.
 */
function sentenceBreaks(text: string): number {
  const plain = withoutPlaceholders(text).replace(/\b(e\.g|i\.e|etc)\./g, ' ');
  return plain.trim().match(/[.!?;…]["”’)]?\s+\S/g)?.length ?? 0;
}

/** English idioms copied word for word, and what the language says instead. */
const literalCopy = (
  language: TranslatedLocale,
  copies: readonly [copy: string, instead: string][],
): RegisterRule => ({
  id: `${language}-literal-copy`,
  language,
  rule: 'No English idiom copied word for word.',
  breaks: (string) => {
    const copy = copies.find(([literal]) => string.text.includes(literal));
    return copy ? `"${copy[0]}" copies English: ${copy[1]}` : null;
  },
});

/** A label (not a question in English) that is only a question word ("When" → เมื่อไร). */
const questionWordLabel = (
  language: TranslatedLocale,
  questionWords: readonly string[],
): RegisterRule => ({
  id: `${language}-label-not-question`,
  language,
  rule: 'A label or column header names what it shows; it is not a question word.',
  breaks: (string) =>
    !string.en.trim().endsWith('?') && questionWords.includes(string.text.trim())
      ? 'name what the column shows, not a question word'
      : null,
});

/** "80%", never "80 %": no space before the percent sign, in any language. */
const percentSign = (language: TranslatedLocale): RegisterRule => ({
  id: `${language}-percent`,
  language,
  rule: 'A percentage is written without a space: 80%.',
  breaks: (string) =>
    /(\d|}})\s+%/.test(string.text) ? 'write the percent sign after the number: 80%' : null,
});

export const REGISTER_RULES: readonly RegisterRule[] = [
  politeRequest('th', 'โปรด'),
  {
    id: 'th-polite-marker',
    language: 'th',
    rule: 'The polite marker is โปรด, never กรุณา; learners are นักเรียน, never เธอ.',
    breaks: (string) =>
      /กรุณา/.test(string.text)
        ? 'use โปรด, not กรุณา'
        : /เธอ/.test(string.text)
          ? 'address learners as นักเรียน, not เธอ'
          : null,
  },
  {
    id: 'zh-formal-you',
    language: 'zh',
    rule: 'The teacher is 您; 你 only in texts that speak to students (rubrics student.*).',
    breaks: (string) =>
      /你/.test(string.text) && !STUDENT_FACING(string)
        ? 'address the teacher as 您, not 你'
        : null,
  },
  {
    id: 'lo-lao-script',
    language: 'lo',
    rule: 'Lao is written in Lao script with Lao spelling, never Thai letters.',
    breaks: (string) =>
      /[\u0E00-\u0E7F]/.test(string.text) ? 'Thai letters in a Lao string' : null,
  },
  {
    id: 'lo-sentence-end',
    language: 'lo',
    rule: 'A sentence ends with "." (or ? ! … ) as in English): Lao prose is punctuated.',
    breaks: (string) =>
      ENDS_SENTENCE.test(string.en.trim()) && !/[.!?…)]$/.test(string.text.trim())
        ? 'end the sentence with "."'
        : null,
  },
  politeRequest('lo', 'ກະລຸນາ', ', never a bare command'),
  {
    id: 'lo-sentence-stops',
    language: 'lo',
    rule: 'Sentences are parted by "." (or ";") where English parts them: no run-on lines.',
    breaks: (string) =>
      sentenceBreaks(string.text) < sentenceBreaks(string.en)
        ? 'put "." between the sentences'
        : null,
  },
  {
    id: 'lo-meeting-hour',
    language: 'lo',
    rule: 'A meeting or period of a class is ຊົ່ວໂມງຮຽນ; ຊົ່ວໂມງ alone is an hour.',
    breaks: (string) =>
      /\b(meetings?|periods?)\b/i.test(withoutPlaceholders(string.en)) &&
      /ຊົ່ວໂມງ(?!ຮຽນ)/.test(string.text)
        ? 'say ຊົ່ວໂມງຮຽນ for a meeting or period, not ຊົ່ວໂມງ (an hour)'
        : null,
  },
  literalCopy('th', [['ที่คุณมาจาก', 'say ที่คุณเปิดไว้ก่อนหน้านี้ (the one you had open)']]),
  literalCopy('lo', [['ທີ່ທ່ານມາຈາກ', 'say ທີ່ທ່ານເປີດກ່ອນໜ້ານີ້ (the one you had open)']]),
  literalCopy('zh', [['您来自的', 'say 您刚才所在的 (the one you had open)']]),
  questionWordLabel('th', ['เมื่อไร', 'เมื่อไหร่', 'ที่ไหน', 'อะไร', 'ใคร']),
  questionWordLabel('lo', ['ເມື່ອໃດ', 'ຢູ່ໃສ', 'ຫຍັງ', 'ໃຜ']),
  {
    id: 'zh-day-of-month',
    language: 'zh',
    rule: 'A day of the month is {{day}} 日, not the "day N" of a count (第 N 天).',
    breaks: (string) =>
      /第\s*{{day[^}]*}}\s*天/.test(string.text) ? 'write the date as {{day}} 日' : null,
  },
  percentSign('th'),
  percentSign('lo'),
  percentSign('zh'),
];
