import type { GlossaryException } from './glossary-check';

/**
 * Strings that rightly depart from the glossary or a register rule, each with its reason. Keep
 * it short: a term's English pattern should tell its senses apart before an entry goes here.
 */
const teachingPeriod = (language: GlossaryException['language']): GlossaryException => ({
  namespace: 'planner',
  key: 'templates.form.teaching',
  language,
  rule: 'lesson',
  reason:
    'The schedule template marks a period as "Lesson" (teaching) rather than a break: a school ' +
    'says "teaching" here (มีการสอน, ມີການສອນ, 上课), not a lesson of a unit plan.',
});

export const GLOSSARY_EXCEPTIONS: readonly GlossaryException[] = [
  teachingPeriod('th'),
  teachingPeriod('lo'),
  teachingPeriod('zh'),
];
