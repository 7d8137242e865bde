/**
 * The product's glossary of school and product terms in en, th, lo and zh, the register rules of
 * each language, and the check that holds every translation to them. No React, no DOM: the
 * browser areas read it through `shared-contracts/i18n`, server code (functions) directly.
 * `locale-files.ts` is Node-only and stays out of this index.
 */
export {
  GLOSSARY,
  type GlossaryTerm,
  type TermTranslation,
  type TranslatedLocale,
} from './glossary';
export { REGISTER_RULES, type RegisterRule, type LocaleString } from './register-rules';
export {
  checkTranslatedString,
  describeViolation,
  type GlossaryException,
  type GlossaryViolation,
  type TranslatedString,
} from './glossary-check';
export { GLOSSARY_EXCEPTIONS } from './glossary-exceptions';
export {
  GRADES,
  SCHOOL_CHOICE_EXTRAS,
  SCHOOL_CHOICES,
  SUBJECTS,
  choiceLanguage,
  gradeLabel,
  schoolChoiceLabel,
  schoolChoiceOf,
  subjectLabel,
  type SchoolChoice,
  type SchoolChoiceKind,
  type SchoolChoiceLabels,
} from './school-choices';
