import type { InterpolationOptions } from 'i18next';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

// Explicit direction marks, embeddings, overrides and isolates, and the right-to-left scripts.
const CARRIES_DIRECTION =
  /[\p{Bidi_Control}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u;

/**
 * Wraps text that someone typed in a first-strong isolate when it carries a direction of its
 * own, so that an unterminated right-to-left override in a team name (or a Hebrew or Arabic
 * name) stays inside the name instead of reversing the sentence around it: the closing isolate
 * ends every embedding and override opened inside. Text without any (all of the app's four
 * languages are left-to-right) is left as typed, so it reads and matches exactly as before.
 */
export function isolateUserText(text: string): string {
  return CARRIES_DIRECTION.test(text)
    ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
    : text;
}

/**
 * The interpolation of the app's i18next instance: every value put into a translated sentence
 * passes through isolateUserText. (React escapes markup itself, so no HTML escaping here.)
 */
export const USER_TEXT_INTERPOLATION = {
  escapeValue: true,
  escape: isolateUserText,
} as const satisfies InterpolationOptions;

const MARKUP_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `tOptions` for a <Trans> whose values hold user text: Trans parses its sentence as markup, so
 * the values are escaped for that parse (Trans unescapes the text afterwards) and isolated.
 */
export const TRANS_USER_TEXT_OPTIONS = {
  interpolation: {
    escapeValue: false,
    escape: (text: string) =>
      isolateUserText(text.replace(/[&<>"']/g, (character) => MARKUP_ENTITIES[character]!)),
  },
} as const;
