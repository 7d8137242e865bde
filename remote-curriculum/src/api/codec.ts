// Firestore documents to the curriculum domain types. Lenient on read (a field an older client
// did not write gets its default) and strict on write (the schemas and the rules check it).
import { Timestamp, type DocumentData } from 'firebase/firestore';
import {
  ClassroomSchema,
  FrameworkSchema,
  StandardSchema,
  type Classroom,
  type Framework,
  type Standard,
} from '@lesson-planner/shared-contracts/curriculum';

function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

/** A serverTimestamp() not yet confirmed by the server reads as null: show it as "now". */
const timestampsOf = (data: DocumentData) => ({
  createdAt: toDate(data.createdAt) ?? new Date(),
  updatedAt: toDate(data.updatedAt),
});

export const toFramework = (id: string, teamId: string, data: DocumentData): Framework =>
  FrameworkSchema.parse({ ...data, ...timestampsOf(data), id, teamId });

export const toStandard = (id: string, data: DocumentData): Standard =>
  StandardSchema.parse({ ...data, id });

export const toClassroom = (id: string, data: DocumentData): Classroom =>
  ClassroomSchema.parse({ ...data, ...timestampsOf(data), id });
