import { z } from '@lesson-planner/shared-contracts/schema';

/**
 * A point in time. Schemas take JavaScript Dates and stay independent of Firebase: the data
 * layer converts Firestore Timestamps (`.toDate()`) before parsing and back when writing.
 */
export const TimestampSchema = z.date();

/** A non-empty document id (user uid, team id…). */
export const IdSchema = z.string().trim().min(1);

/** A whole, non-negative token count. */
export const TokenCountSchema = z.int().nonnegative();
