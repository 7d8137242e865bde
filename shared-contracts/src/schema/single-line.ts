import { isSingleLine } from '@lesson-planner/shared-contracts/rules';
import { string } from './zod-api';

/**
 * A title or a name: trimmed, not empty, at most `max` characters, on one line (isSingleLine).
 * The security rules check the same fields the same way (isSingleLine in firestore.rules).
 */
export const singleLineText = (max: number) =>
  string().trim().min(1).max(max).refine(isSingleLine, { message: 'notSingleLine' });
