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

/**
 * `value` made fit for a single-line field of at most `max` characters: its first line that shows
 * something (a text may start with a line break or a control character), cut at `max`. What the
 * server copies into a title or a name from a longer or multi-line field goes through this.
 */
export const toSingleLine = (value: string, max: number): string => {
  const line =
    value
      .split(/[\p{Cc}\u2028\u2029]/u)
      .map((part) => part.trim())
      .find((part) => hasVisibleText(part)) ?? '';
  // Never half of a surrogate pair at the cut.
  const cut = line.length > max ? line.slice(0, max).replace(/[\uD800-\uDBFF]$/, '') : line;
  return cut.trimEnd();
};

/**
 * Text as a file may hold it (a Word document's XML, a CSV): line breaks made LF; control
 * characters other than tab and line feed, the non-characters U+FFFE and U+FFFF and unpaired
 * surrogates dropped. XML cannot hold them at all: one in a teammate's lesson would make Word
 * refuse every export of the plan.
 */
export const exportableText = (value: string): string =>
  value.replace(/\r\n?/g, '\n').replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
