import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';

/** The standards the printout can name, keyed by standardRefKey. */
export type StandardsByKey = ReadonlyMap<string, Standard>;

/** While the standards are still being read: every reference prints as unknown. */
export const NO_STANDARDS: StandardsByKey = new Map();

/** The referenced standard, or null when it was deleted or could not be read. */
export const findStandard = (standards: StandardsByKey, ref: StandardRef): Standard | null =>
  standards.get(standardRefKey(ref)) ?? null;
