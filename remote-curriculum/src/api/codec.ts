// Firestore documents to the curriculum domain types. Lenient on read (a field an older client
// did not write gets its default, and a part the schema refuses is left out and listed in
// `unreadable`, see shared-contracts/decoding) and strict on write (the schemas and the rules).
import { Timestamp, type DocumentData } from 'firebase/firestore';
import {
  ClassroomSchema,
  FrameworkSchema,
  StandardSchema,
  type Classroom,
  type Framework,
  type Standard,
} from '@lesson-planner/shared-contracts/curriculum';
import { decodeObject, type Unreadable } from '@lesson-planner/shared-contracts/decoding';

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

/** Reads the document field by field; only its identity (`required`) must read as it is. */
function decode<T>(
  schema: Parameters<typeof decodeObject>[0],
  data: Record<string, unknown>,
  required: readonly string[],
): T & Unreadable {
  const unreadable: string[] = [];
  const decoded = decodeObject(schema, data, '', unreadable, new Set(required)) as T;
  return { ...decoded, unreadable };
}

export const toFramework = (id: string, teamId: string, data: DocumentData): Framework =>
  decode<Framework>(FrameworkSchema, { ...data, ...timestampsOf(data), id, teamId }, [
    'id',
    'teamId',
    'createdBy',
    'createdAt',
  ]);

export const toStandard = (id: string, data: DocumentData): Standard =>
  decode<Standard>(StandardSchema, { ...data, id }, ['id']);

/** The teachers decide who may edit, so they must read as stored. */
export const toClassroom = (id: string, data: DocumentData): Classroom =>
  decode<Classroom>(ClassroomSchema, { ...data, ...timestampsOf(data), id }, [
    'id',
    'teamId',
    'ownerId',
    'teacherIds',
    'createdAt',
  ]);
