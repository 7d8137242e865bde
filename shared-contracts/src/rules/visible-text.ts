/**
 * Whether text shows anything: not only spaces, zero-width characters or bidi controls. A name
 * of "\u200B" passes trim() and would read as a blank heading. The security rules refuse the same
 * (hasVisibleCharacter in firestore.rules).
 */
export const hasVisibleText = (value: string): boolean => /[^\s\p{Z}\p{Cf}\p{Cc}]/u.test(value);
