// Firestore documents to the planning domain types. Lenient on read (a field an older client
// did not write gets its default, and a part the schema refuses is left out and listed in
// `unreadable` for the page to mark) and strict on write (the schemas and the rules check it).
import { Timestamp, type DocumentData } from 'firebase/firestore';
import {
  decodeRubric,
  decodeUnit,
  decodeUnitPlan,
  type Rubric,
  type Unit,
  type UnitPlan,
  type Unreadable,
} from '@lesson-planner/shared-contracts/planning';

export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

/** A serverTimestamp() not yet confirmed by the server reads as null: show it as "now". */
export const toUnit = (id: string, data: DocumentData): Unit & Unreadable =>
  decodeUnit({
    ...data,
    id,
    createdAt: toDate(data.createdAt) ?? new Date(),
    updatedAt: toDate(data.updatedAt),
  });

export const toUnitPlan = (id: string, data: DocumentData): UnitPlan & Unreadable =>
  decodeUnitPlan({
    ...data,
    id,
    createdAt: toDate(data.createdAt) ?? new Date(),
    updatedAt: toDate(data.updatedAt) ?? new Date(),
    reviewUpdatedAt: toDate(data.reviewUpdatedAt) ?? undefined,
    lastReview: isObject(data.lastReview)
      ? { ...data.lastReview, reviewedAt: toDate(data.lastReview.reviewedAt) }
      : undefined,
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const toRubric = (id: string, data: DocumentData): Rubric & Unreadable =>
  decodeRubric({
    ...data,
    id,
    createdAt: toDate(data.createdAt) ?? new Date(),
    updatedAt: toDate(data.updatedAt) ?? new Date(),
  });
