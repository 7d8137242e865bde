import { string } from './zod-api';

/**
 * Whether text holds no control character but a tab or a line break (CR, LF): what a person can
 * type in a multi-line field. The others (U+0000–U+001F) are not text, and XML cannot hold them:
 * one in a lesson would make every Word export of its plan a file Word refuses.
 */
export const isTypedText = (value: string): boolean =>
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  !/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(value);

/** A multi-line field: trimmed, at most `max` characters, only characters a person types. */
export const freeText = (max: number) =>
  string().trim().max(max).refine(isTypedText, { message: 'controlCharacter' });
