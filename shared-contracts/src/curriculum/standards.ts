import { singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import { IdSchema, TimestampSchema } from './ids';

/** Longest code and description we accept; real frameworks stay well inside these. */
export const MAX_STANDARD_CODE_LENGTH = 40;
export const MAX_STANDARD_DESCRIPTION_LENGTH = 2000;
export const MAX_FRAMEWORK_NAME_LENGTH = 120;

/**
 * One standard of a framework (teams/{teamId}/frameworks/{frameworkId}/standards/{id}). Its
 * document id is derived from the code (`standardIdForCode`), so a code appears once per
 * framework and importing the same file twice updates rather than duplicates.
 */
export const StandardSchema = z.object({
  id: IdSchema,
  code: z.string().trim().min(1).max(MAX_STANDARD_CODE_LENGTH),
  description: z.string().trim().min(1).max(MAX_STANDARD_DESCRIPTION_LENGTH),
  subject: z.string().trim().default(''),
  gradeBand: z.string().trim().default(''),
  strand: z.string().trim().default(''),
  /** Position in the framework as written or imported; lists sort by it. */
  order: z.int().nonnegative().default(0),
});
export type Standard = z.infer<typeof StandardSchema>;
/** What a leader types or a CSV row holds: a standard before it has an id and a position. */
export type StandardFields = Pick<
  Standard,
  'code' | 'description' | 'subject' | 'gradeBand' | 'strand'
>;

/** A team's standards framework (teams/{teamId}/frameworks/{id}). */
export const FrameworkSchema = z.object({
  id: IdSchema,
  teamId: IdSchema,
  name: singleLineText(MAX_FRAMEWORK_NAME_LENGTH),
  description: z.string().default(''),
  subjects: z.array(z.string().trim().min(1)).default([]),
  gradeBands: z.array(z.string().trim().min(1)).default([]),
  createdBy: IdSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.nullish().transform((v) => v ?? null),
});
export type Framework = z.infer<typeof FrameworkSchema>;

/** Codes compare without case or surrounding space: "MA.5.1" and "ma.5.1 " are one code. */
export const normaliseStandardCode = (code: string): string =>
  code.normalize('NFC').trim().toLocaleLowerCase('en');

/**
 * The document id of a standard with this code. Firestore ids may not contain "/", may not be
 * "." or ".." and may not look like __reserved__; encoding the normalised code keeps ids
 * readable and one per code. Underscores are encoded only where an id would be reserved, so
 * other codes keep the ids they always had.
 */
export function standardIdForCode(code: string): string {
  const id = encodeURIComponent(normaliseStandardCode(code)).replaceAll('.', '%2E');
  return /^__.*__$/s.test(id) ? id.replaceAll('_', '%5F') : id;
}

/**
 * The code a standard's id was made from, normalised (lower case): what to show for a standard
 * that cannot be read, as one since deleted, rather than its encoded id ("sc5%2E1").
 */
export function codeOfStandardId(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id; // not made by standardIdForCode
  }
}

/** A document id: Firestore's are at most 1,500 bytes, so never more characters. */
const RefIdSchema = IdSchema.max(1500);

/** Where a classroom, unit or lesson points at a standard. */
export const StandardRefSchema = z.object({
  frameworkId: RefIdSchema,
  standardId: RefIdSchema,
});
export type StandardRef = z.infer<typeof StandardRefSchema>;

export const standardRefKey = (ref: StandardRef): string => `${ref.frameworkId}/${ref.standardId}`;
