/**
 * Whether text shows anything: not only spaces, zero-width characters or bidi controls. A name
 * of "\u200B" passes trim() and would read as a blank heading. The security rules refuse the same
 * (hasVisibleCharacter in firestore.rules).
 */
export const hasVisibleText = (value: string): boolean => /[^\s\p{Z}\p{Cf}\p{Cc}]/u.test(value);

/**
 * Whether text stays on one line: no line break, tab or other C0/C1 control character, nor a
 * Unicode line or paragraph separator. Titles and names must: they are shown as one line and
 * quoted into AI prompts, where a line break could start a forged section. The security rules
 * refuse the same (isSingleLine in firestore.rules).
 */
export const isSingleLine = (value: string): boolean =>
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  !/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(value);
