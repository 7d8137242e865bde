import type { GlossaryException } from './glossary-check';

/**
 * Strings that rightly depart from the glossary or a register rule, each with its reason. Keep
 * it short: a term's English pattern should tell its senses apart before an entry goes here.
 */
export const GLOSSARY_EXCEPTIONS: readonly GlossaryException[] = [];
