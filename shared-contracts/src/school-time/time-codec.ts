// Firestore documents of school time to their schemas (shared-contracts/schedule). Lenient on
// read: a serverTimestamp() not yet confirmed reads as "now"; a malformed document is skipped
// by the lists and logged.
import { Timestamp, type DocumentData, type QuerySnapshot } from 'firebase/firestore';
import type { z } from '@lesson-planner/shared-contracts/schema';

function toDate(value: unknown): Date {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return new Date();
}

export function parseTimeDoc<Schema extends z.ZodType>(
  schema: Schema,
  id: string,
  data: DocumentData,
): z.infer<Schema> {
  const dates: Record<string, Date> = {};
  for (const field of ['createdAt', 'updatedAt'])
    if (field in data) dates[field] = toDate(data[field]);
  return schema.parse({ ...data, ...dates, id });
}

export function parseTimeDocs<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: QuerySnapshot,
  what: string,
): z.infer<Schema>[] {
  const parsed: z.infer<Schema>[] = [];
  for (const item of snapshot.docs) {
    try {
      parsed.push(parseTimeDoc(schema, item.id, item.data()));
    } catch (error) {
      console.warn(`${what} ${item.id} is malformed and is not listed`, error);
    }
  }
  return parsed;
}
