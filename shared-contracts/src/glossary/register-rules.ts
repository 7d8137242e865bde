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

export const REGISTER_RULES: readonly RegisterRule[] = [
  {
    id: 'th-polite-request',
    language: 'th',
    rule: 'A validation or failure message that asks for something starts with โปรด.',
    breaks: (string) =>
      MESSAGE_KEY.test(string.key) &&
      ENGLISH_REQUEST.test(string.en) &&
      !string.text.startsWith('โปรด')
        ? 'start the request with โปรด'
        : null,
  },
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
];
